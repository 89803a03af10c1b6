import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { bossDatabase, bossTransaction } from './boss-database.ts';
import { setUpBossOnce } from './boss-setup.ts';
import { DEFER_TURNS } from './report-jobs.ts';
import { createWakeUp } from './wake-up.ts';

const QUEUE = 'read-report';
/** pg-boss re-runs a job lost with its process this often; read-report-job.ts stops earlier. */
const RETRY_LIMIT = 5;
/** pg-boss's own minimum polling interval, kept. */
const POLL_MS = 500;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

export interface QueueOptions {
  /** How long one reading may take; a job active for longer is presumed lost and re-run. */
  readingLimitMs: number;
  /** pg-boss's schema (REPORT_QUEUE_SCHEMA, validated as an SQL name). */
  schema: string;
}

/**
 * How a reading ended: 'done' (whatever its answer), 'hand back' (this process stops: run it
 * again) or 'defer' (stopped for other patients: run it again after them).
 */
export type JobOutcome = 'done' | 'hand back' | 'defer';

/** Reads one job, in whichever process fetched it. */
export type JobHandler = (jobId: string) => Promise<JobOutcome>;

/**
 * The report queue on pg-boss, in the server's own database (PostgreSQL, or PGlite through the
 * same adapter). Fair: a job's priority is minus its turn (how many of its patient's reports
 * were already waiting), so every patient's first report comes before anyone's second.
 */
export function createReportQueue(db: Database, logger: Logger, options: QueueOptions) {
  const boss = new PgBoss({
    db: bossDatabase(db),
    schema: options.schema,
    schedule: false,
    // A process killed while reading: its job is failed (and re-run) once it expires.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error: Error) => logger.warn('report queue error', { error: error.name }));
  let started: Promise<void> | undefined;
  let loop: Promise<void> | undefined;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const wake = createWakeUp();

  /** Runs a queue call until the database takes it, or until this process stops. */
  async function persistently(what: string, call: () => Promise<unknown>): Promise<void> {
    for (let delay = RETRY_FIRST_MS; ; delay = Math.min(delay * 2, RETRY_MAX_MS)) {
      try {
        await call();
        return;
      } catch (error) {
        // Stopping: the job stays active and pg-boss expires it back to the queue.
        if (stopped) return;
        logger.warn('report queue call failed, trying again', {
          call: what,
          error: (error as Error).name,
        });
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** Reads one fetched job and tells pg-boss how it ended; never rejects. */
  async function settle(id: string, read: () => Promise<JobOutcome>): Promise<void> {
    let outcome: JobOutcome | 'error';
    try {
      outcome = await read();
    } catch (error) {
      // The reader could not even record how the job ended (the database went away): the job
      // goes back to the queue and is read again once the database answers.
      logger.warn('report job handed back after an error', { error: (error as Error).name });
      outcome = 'error';
    }
    if (outcome === 'done') await persistently('complete', () => boss.complete(QUEUE, id));
    else {
      // Behind every waiting report: pg-boss fetches by priority first (report_jobs.turn moved
      // by as much, so `ahead` agrees).
      if (outcome === 'defer') {
        await persistently('defer', () =>
          db.query(
            `update ${options.schema}.job set priority = priority - $3 where name = $1 and id = $2`,
            [QUEUE, id, DEFER_TURNS],
          ),
        );
      }
      await persistently('fail', () =>
        boss.fail(QUEUE, id, {
          message: `handed back: ${outcome === 'error' ? 'error' : outcome === 'defer' ? 'deferred for others' : 'the reader stopped'}`,
        }),
      );
    }
  }

  return {
    start(): Promise<void> {
      const setUp = async () => {
        await boss.start();
        await boss.createQueue(QUEUE, {
          name: QUEUE,
          retryLimit: RETRY_LIMIT,
          retryDelay: 0,
          expireInSeconds: Math.ceil(options.readingLimitMs / 1000) + 30,
        });
      };
      started ??= setUpBossOnce(db, setUp);
      return started;
    },

    /** Queues a job inside the caller's transaction, behind `turn` earlier jobs of its patient. */
    async enqueue(tx: Queryable, jobId: string, turn: number): Promise<void> {
      await boss.send(QUEUE, { jobId }, { id: jobId, priority: -turn, db: bossTransaction(tx) });
    },

    /**
     * Reads jobs one at a time in this process until stopped. Our own loop rather than pg-boss's
     * `work`, which completes or fails each job without awaiting it: with the database gone at
     * that moment the rejection went unhandled and ended the process (issue 24, item 1). Here
     * every queue call is awaited; one that fails is tried again until the database answers.
     */
    work(handler: JobHandler): void {
      if (loop) return;
      loop = (async () => {
        while (!stopped) {
          let job: { id: string; data: { jobId: string } } | undefined;
          try {
            [job] = await boss.fetch<{ jobId: string }>(QUEUE, { batchSize: 1 });
          } catch (error) {
            logger.warn('report queue unavailable', { error: (error as Error).name });
          }
          if (!job) {
            await wake.wait(POLL_MS);
            continue;
          }
          current = settle(job.id, () => handler(job.data.jobId));
          await current;
        }
      })();
    },

    /** Wakes this process's reader at once (a job was just queued here). */
    notify(): void {
      wake.ring();
    },

    /**
     * With the embedded database this process is the only reader, so a job still active was
     * lost in a crash or restart: it goes back to the queue at once. (PostgreSQL relies on the
     * expiry instead, since another process may be reading it.)
     */
    async requeueLost(): Promise<number> {
      const rows = await db.query<{ id: string }>(
        `select id from ${options.schema}.job where name = $1 and state = 'active'`,
        [QUEUE],
      );
      if (rows.length > 0)
        await boss.fail(
          QUEUE,
          rows.map((row) => row.id),
        );
      return rows.length;
    },

    async cancel(jobId: string): Promise<void> {
      await boss.cancel(QUEUE, jobId);
    },

    /** Call after the handler was told to stop: waits for it to hand its job back. */
    async stop(): Promise<void> {
      await current;
      stopped = true;
      wake.ring();
      await loop;
      if (started) await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
