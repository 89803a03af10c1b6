import type { ReportMediaType } from '../../contract/report.ts';
import type { Queryable } from '../db/database.ts';

export type JobStatus = 'queued' | 'reading' | 'done' | 'failed' | 'cancelled';

export interface ReportJobRow {
  id: string;
  user_id: string;
  file_name: string;
  media_type: ReportMediaType;
  byte_size: number;
  turn: number;
  status: JobStatus;
  http_status: number | null;
  detail: string | null;
  attempts: number;
  /** How often its reading was stopped to let other patients' reports go first. */
  deferrals: number;
  /** A scanned PDF's reading: pages OCRed of its page count; null when not known. */
  pages_read: number | null;
  pages: number | null;
}

type NewJob = Pick<ReportJobRow, 'id' | 'user_id' | 'file_name' | 'media_type' | 'byte_size'>;

/** How far back a deferred report goes: behind every patient's waiting reports. */
export const DEFER_TURNS = 1000;

const FINISHED: JobStatus[] = ['done', 'failed', 'cancelled'];
export const isFinished = (status: JobStatus) => FINISHED.includes(status);

/** The API's view of queued reports (table report_jobs). */
export function createReportJobs(db: Queryable) {
  return {
    /** Inserts a queued job behind the patient's own waiting ones; returns its turn. */
    async insert(tx: Queryable, job: NewJob): Promise<number> {
      const [row] = await tx.query<{ turn: number }>(
        `insert into report_jobs (id, user_id, file_name, media_type, byte_size, turn, status)
         values ($1, $2, $3, $4, $5, (
           select count(*)::int from report_jobs
           where user_id = $2 and status in ('queued', 'reading')
         ), 'queued')
         returning turn`,
        [job.id, job.user_id, job.file_name, job.media_type, job.byte_size],
      );
      return row?.turn ?? 0;
    },

    async find(id: string): Promise<ReportJobRow | null> {
      const [row] = await db.query<ReportJobRow>('select * from report_jobs where id = $1', [id]);
      return row ?? null;
    },

    async findForUser(id: string, userId: string): Promise<ReportJobRow | null> {
      const [row] = await db.query<ReportJobRow>(
        'select * from report_jobs where id = $1 and user_id = $2',
        [id, userId],
      );
      return row ?? null;
    },

    /** The patient's uploads still waiting or being read, newest first. */
    async waitingForUser(userId: string): Promise<ReportJobRow[]> {
      return db.query<ReportJobRow>(
        `select * from report_jobs where user_id = $1 and status in ('queued', 'reading')
         order by created_at desc, id desc`,
        [userId],
      );
    },

    /**
     * Reports being read, or queued and due before this one, in the queue's own order (turn,
     * then upload time, then id: the same order pg-boss fetches them in, by priority = -turn).
     */
    async ahead(job: Pick<ReportJobRow, 'id'>): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from report_jobs j, report_jobs me
         where me.id = $1 and j.id <> me.id and (
           j.status = 'reading' or (me.status = 'queued' and j.status = 'queued'
             and (j.turn, j.created_at, j.id) < (me.turn, me.created_at, me.id)))`,
        [job.id],
      );
      return row?.n ?? 0;
    },

    /**
     * Claims a job for reading; the attempt number, or null when it is finished or gone. A re-read
     * (after a restart) counts its pages from nothing again.
     */
    async startReading(id: string): Promise<number | null> {
      const [row] = await db.query<{ attempts: number }>(
        `update report_jobs set status = 'reading', started_at = now(), attempts = attempts + 1,
           pages_read = null, pages = null
         where id = $1 and status in ('queued', 'reading') returning attempts`,
        [id],
      );
      return row?.attempts ?? null;
    },

    /** Records how many pages are read; only while the job is being read, never after. */
    async recordPages(id: string, progress: { read: number; pages: number }): Promise<boolean> {
      const rows = await db.query(
        `update report_jobs set pages_read = $2, pages = $3
         where id = $1 and status = 'reading' returning id`,
        [id, progress.read, progress.pages],
      );
      return rows.length > 0;
    },

    /** Records how a waiting or reading job ended; false when it had already ended (or is gone). */
    async finish(
      tx: Queryable,
      id: string,
      outcome: {
        status: Exclude<JobStatus, 'queued' | 'reading'>;
        httpStatus: number;
        detail?: string;
      },
    ): Promise<boolean> {
      const rows = await tx.query(
        `update report_jobs set status = $2, http_status = $3, detail = $4, finished_at = now()
         where id = $1 and status in ('queued', 'reading') returning id`,
        [id, outcome.status, outcome.httpStatus, outcome.detail ?? null],
      );
      return rows.length > 0;
    },

    /** Whether a report of another patient waits to be read. */
    async othersWaiting(userId: string): Promise<boolean> {
      const [row] = await db.query<{ waiting: boolean }>(
        `select exists (select 1 from report_jobs where status = 'queued' and user_id <> $1)
           as waiting`,
        [userId],
      );
      return row?.waiting === true;
    },

    /**
     * A reading stopped to let others go first: queued again `turns` behind its place, and the
     * stopped attempt does not count as one that failed. False when it had ended meanwhile.
     */
    async defer(id: string, turns: number): Promise<boolean> {
      const rows = await db.query(
        `update report_jobs set status = 'queued', turn = turn + $2, deferrals = deferrals + 1,
           attempts = attempts - 1, pages_read = null, pages = null
         where id = $1 and status = 'reading' returning id`,
        [id, turns],
      );
      return rows.length > 0;
    },

    /** After a restart of the only reader (embedded database): what it was reading waits again. */
    async requeueReading(): Promise<number> {
      const rows = await db.query(
        `update report_jobs set status = 'queued' where status = 'reading' returning id`,
      );
      return rows.length;
    },

    /** Finished jobs are kept a day for clients that ask late, then dropped. */
    async deleteOld(): Promise<void> {
      await db.query(`delete from report_jobs where finished_at < now() - interval '1 day'`);
    },
  };
}

export type ReportJobs = ReturnType<typeof createReportJobs>;
