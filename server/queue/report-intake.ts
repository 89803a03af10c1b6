import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { errorCode } from '../db/database-unavailable.ts';
import type { Upload } from '../reports/read-upload.ts';
import type { ReportFileStore } from '../reports/report-file-store.ts';
import type { ReportJobs } from './report-jobs.ts';
import type { ReportQueue } from './report-queue.ts';

/** An upload that cannot be taken under the id its client chose. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(readonly reason: 'cancelled' | 'id taken') {
    super(reason);
  }
}

/**
 * Takes an upload into the queue: the encrypted file, the job row and the queue entry are
 * written in one transaction, so a crash never leaves one without the others, and a job
 * survives restarts until it is read.
 */
export function createReportIntake(deps: {
  db: Database;
  files: ReportFileStore;
  jobs: ReportJobs;
  queue: ReportQueue;
  /** Stops a reading in this process at once (another process notices within a second). */
  abortReading(jobId: string): void;
}) {
  const { db, files, jobs, queue } = deps;

  async function refusal(id: string, userId: string): Promise<UploadRefused> {
    const existing = await jobs.findForUser(id, userId);
    return new UploadRefused(existing?.status === 'cancelled' ? 'cancelled' : 'id taken');
  }

  return {
    /**
     * Queues an upload under `id` (the client's own, so it can cancel an upload whose answer it
     * never received) or a new one. Throws UploadRefused when that id was cancelled before the
     * upload arrived, or is taken.
     */
    async submit(userId: string, upload: Upload, id: string = randomUUID()): Promise<string> {
      // The file is prepared before the transaction (PGlite writes it piece by piece), so the
      // transaction itself is a few short statements.
      const staged = await files.stage({ id, userId, bytes: upload.bytes });
      try {
        await db.transaction(async (tx) => {
          const turn = await jobs.insert(tx, {
            id,
            user_id: userId,
            file_name: upload.fileName,
            media_type: upload.mediaType,
            byte_size: upload.bytes.byteLength,
          });
          await staged.commit(tx);
          await queue.enqueue(tx, id, turn);
        });
      } catch (error) {
        await staged.discard().catch(() => undefined);
        if (errorCode(error) === '23505') throw await refusal(id, userId);
        throw error;
      }
      queue.notify();
      return id;
    },

    /**
     * A cancel for an upload that has not arrived (its request is still being sent, or its answer
     * was lost with the cancelled request): remembered as a cancelled job, so the upload is not
     * kept when it arrives. False when a job with this id exists already.
     */
    async cancelBeforeArrival(id: string, userId: string): Promise<boolean> {
      const rows = await db.query(
        `insert into report_jobs (id, user_id, file_name, media_type, byte_size, turn, status,
           http_status, detail, finished_at)
         values ($1, $2, '', '', 0, 0, 'cancelled', 400, 'cancelled before it arrived', now())
         on conflict (id) do nothing returning id`,
        [id, userId],
      );
      return rows.length > 0;
    },

    /** Every waiting or reading upload of the patient (they answered "no report"). */
    async cancelPendingForUser(userId: string): Promise<void> {
      for (const job of await jobs.waitingForUser(userId)) await this.cancel(job.id);
    },

    /** Withdraws a waiting or reading job: its file goes now, its result is never kept. */
    async cancel(jobId: string): Promise<boolean> {
      const cancelled = await db.transaction(async (tx) => {
        if (!(await jobs.finish(tx, jobId, { status: 'cancelled', httpStatus: 400 }))) {
          return false;
        }
        await files.remove(tx, jobId);
        return true;
      });
      if (cancelled) {
        deps.abortReading(jobId);
        await queue.cancel(jobId).catch(() => undefined);
      }
      return cancelled;
    },
  };
}
