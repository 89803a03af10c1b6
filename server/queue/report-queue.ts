import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { bossDatabase, bossTransaction } from './boss-database.ts';

const QUEUE = 'read-report';
/** pg-boss re-runs a job lost with its process this often; read-report-job.ts stops earlier. */
const RETRY_LIMIT = 5;
const POLL_SECONDS = 0.5;
// Any constant works; the same in every process sharing the database (db/migrate.ts uses another).
const QUEUE_SETUP_LOCK_KEY = 7_400_422;

export interface QueueOptions {
  /** How long one reading may take; a job active for longer is presumed lost and re-run. */
  readingLimitMs: number;
  /** pg-boss's schema (REPORT_QUEUE_SCHEMA, validated as an SQL name). */
  schema: string;
}

/** Reads one job; pg-boss calls it in whichever process fetched the job. */
export type JobHandler = (jobId: string) => Promise<'done' | 'hand back'>;

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
  const workers: string[] = [];
  let current: Promise<void> = Promise.resolve();

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
      started ??=
        db.kind === 'postgres'
          ? // Servers starting together would each create pg-boss's schema, tables and queue
            // partition at once (duplicate pg_namespace key, deadlocks): one at a time, under an
            // advisory lock held by a transaction while pg-boss works on other connections.
            db.transaction(async (tx) => {
              await tx.query('select pg_advisory_xact_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
              await setUp();
            })
          : setUp();
      return started;
    },

    /** Queues a job inside the caller's transaction, behind `turn` earlier jobs of its patient. */
    async enqueue(tx: Queryable, jobId: string, turn: number): Promise<void> {
      await boss.send(QUEUE, { jobId }, { id: jobId, priority: -turn, db: bossTransaction(tx) });
    },

    /** Reads jobs one at a time in this process until stopped. */
    async work(handler: JobHandler): Promise<void> {
      const id = await boss.work<{ jobId: string }>(
        QUEUE,
        { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
        ([job]) => {
          if (!job) return Promise.resolve();
          current = (async () => {
            // Stopping mid-read: failed now, before the connection closes, so it is re-run.
            if ((await handler(job.data.jobId)) === 'hand back') {
              await boss.fail(QUEUE, job.id, { message: 'handed back: the reader stopped' });
            }
          })();
          return current;
        },
      );
      workers.push(id);
    },

    /** Wakes this process's reader at once (a job was just queued here). */
    notify(): void {
      for (const id of workers) boss.notifyWorker(id);
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
      await current.catch(() => undefined);
      if (started) await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
