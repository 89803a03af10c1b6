import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Upload } from '../reports/read-upload.ts';
import type { ReportFileStore } from '../reports/report-file-store.ts';
import type { ReportJobs } from './report-jobs.ts';
import type { ReportQueue } from './report-queue.ts';

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

  return {
    async submit(userId: string, upload: Upload): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await files.save(tx, { id, userId, bytes: upload.bytes });
        const turn = await jobs.insert(tx, {
          id,
          user_id: userId,
          file_name: upload.fileName,
          media_type: upload.mediaType,
          byte_size: upload.bytes.byteLength,
        });
        await queue.enqueue(tx, id, turn);
      });
      queue.notify();
      return id;
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
