import type { Database, Transaction } from './database.ts';

interface Pending<T> {
  work: (tx: Transaction) => Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Enough to make one commit carry many saves, few enough that none waits long for the rest. */
const MAX_BATCH = 64;

/**
 * Writes that arrive together share one transaction, and so one commit and one WAL flush: on
 * PGlite every commit is flushed on the server's only thread, so 50 patients saving at once
 * waited for 50 flushes in a row (p99 6 s, issue 24 item 9). Each write runs in a savepoint of
 * its own: one that fails rolls back alone and rejects only its caller. A write never waits for
 * more than the batch being committed before it.
 */
export function createGroupCommit(db: Database) {
  const waiting: Pending<unknown>[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
      try {
        await db.transaction(async (tx) => {
          for (const [index, pending] of batch.entries()) {
            await tx.query(`savepoint write_${index}`);
            try {
              outcomes.push({ ok: true, value: await pending.work(tx) });
              await tx.query(`release savepoint write_${index}`);
            } catch (error) {
              await tx.query(`rollback to savepoint write_${index}`);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        // The commit itself failed (full disk, lost database): nothing of the batch was kept.
        for (const pending of batch) pending.reject(error);
        continue;
      }
      batch.forEach((pending, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) pending.resolve(outcome.value);
        else pending.reject(outcome?.error);
      });
    }
    running = false;
  }

  return {
    /** Runs `work` in the next shared transaction; resolves once that transaction committed. */
    write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve, reject } as Pending<unknown>);
        if (!running) {
          running = true;
          // A turn of the event loop first, so writes arriving together are gathered.
          setImmediate(() => {
            drain().catch(() => {
              running = false;
            });
          });
        }
      });
    },
  };
}
