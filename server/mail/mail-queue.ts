import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { bossDatabase, bossTransaction } from '../queue/boss-database.ts';
import { setUpBossOnce } from '../queue/boss-setup.ts';
import type { MailJob } from './mail-job.ts';

const QUEUE = 'send-mail';
/**
 * A message that cannot be handed over is tried again every 5 seconds for an hour: an SMTP
 * server down for a minute delays mail by at most 5 seconds after it is back, and loses none.
 */
export const MAIL_RETRY = { retryLimit: 720, retryDelay: 5, retryBackoff: false } as const;
const POLL_MS = 500;

/**
 * Mail waits in the same job queue as the reports (pg-boss, REPORT_QUEUE_SCHEMA), in a queue of
 * its own: a request only writes the job (inside its transaction when it has one), so it never
 * waits for an SMTP server, and a job survives restarts until it is sent. The sender fetches,
 * completes and fails jobs itself (not `boss.work`, which completes a job without waiting), so
 * stopping waits for the last job's bookkeeping before the database closes.
 */
export function createMailQueue(db: Database, logger: Logger, options: { schema: string }) {
  const boss = new PgBoss({ db: bossDatabase(db), schema: options.schema, schedule: false });
  boss.on('error', (error: Error) => logger.warn('mail queue error', { error: error.name }));
  let started: Promise<void> | undefined;
  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_MS);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = null;
    });

  /** One job, if one is due: true when there was one (there may be more). */
  async function sendOne(send: (job: MailJob) => Promise<void>): Promise<boolean> {
    const [job] = await boss.fetch<MailJob>(QUEUE, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    try {
      await send(job.data);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      logger[last ? 'error' : 'warn'](last ? 'mail not sent, given up' : 'mail not sent yet', {
        kind: job.data.kind,
        attempt: job.retryCount + 1,
        error: (error as Error).name,
        code: (error as { code?: string }).code ?? null,
      });
      await boss.fail(QUEUE, job.id, { message: (error as Error).name });
      return true;
    }
    await boss.complete(QUEUE, job.id);
    return true;
  }

  return {
    start(): Promise<void> {
      started ??= setUpBossOnce(db, async () => {
        await boss.start();
        await boss.createQueue(QUEUE, { name: QUEUE, ...MAIL_RETRY, expireInSeconds: 120 });
      });
      return started;
    },

    /** Queues a message, inside `tx` when given (it then exists only if the transaction commits). */
    async enqueue(job: MailJob, tx?: Queryable): Promise<void> {
      await boss.send(QUEUE, job, tx ? { db: bossTransaction(tx) } : {});
    },

    /** Sends queued mail in this process, one message at a time, until stopped. */
    work(send: (job: MailJob) => Promise<void>): void {
      running = true;
      loop = (async () => {
        while (running) {
          const more = await sendOne(send).catch((error: Error) => {
            // The database is unreachable for a moment: look again after the pause.
            logger.warn('mail queue unavailable', { error: error.name });
            return false;
          });
          if (!more && running) await pause();
        }
      })();
    },

    /** Wakes this process's sender at once (a message was just queued here). */
    notify(): void {
      wake?.();
    },

    /** Lets the message being handed over finish (and be marked sent or failed), then stops. */
    async stop(): Promise<void> {
      running = false;
      wake?.();
      await loop;
      if (started) await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}
