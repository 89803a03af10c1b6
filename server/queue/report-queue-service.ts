import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { ReportExtractor } from '../reports/report-extractor.ts';
import type { ReportFileStore } from '../reports/report-file-store.ts';
import type { ReportRepository } from '../reports/report-repository.ts';
import { createJobWaiter } from './job-waiter.ts';
import { createJobReader } from './read-report-job.ts';
import { createReportIntake } from './report-intake.ts';
import { createReportJobs } from './report-jobs.ts';
import { createReportQueue } from './report-queue.ts';

/**
 * The report queue as the app uses it: `intake` takes uploads, `waiter` lets a request wait for
 * its job, `start` begins reading in this process (unless told not to), `stop` hands what is
 * being read back to the queue.
 */
export function createReportQueueService(
  deps: {
    db: Database;
    logger: Logger;
    extractReport: ReportExtractor;
    config: Pick<ServerConfig, 'extractTimeoutMs' | 'reportQueueSchema' | 'reportFairShareMs'>;
  },
  stores: { files: ReportFileStore; reports: ReportRepository; forgetUser(userId: string): void },
) {
  const jobs = createReportJobs(deps.db);
  const queue = createReportQueue(deps.db, deps.logger, {
    readingLimitMs: deps.config.extractTimeoutMs,
    schema: deps.config.reportQueueSchema,
  });
  const waiter = createJobWaiter(jobs);
  const reader = createJobReader({
    ...deps,
    jobs,
    files: stores.files,
    reports: stores.reports,
    readingLimitMs: deps.config.extractTimeoutMs,
    fairShareMs: deps.config.reportFairShareMs,
    onFinished(job) {
      stores.forgetUser(job.user_id);
      waiter.notify(job.id);
    },
  });
  const intake = createReportIntake({
    db: deps.db,
    files: stores.files,
    jobs,
    queue,
    abortReading: reader.abort,
  });

  return {
    jobs,
    intake,
    waiter,

    async start(options: { read: boolean }): Promise<void> {
      await queue.start();
      // The embedded database has one process: whatever it was reading when it stopped was lost.
      if (deps.db.kind === 'pglite') {
        await jobs.requeueReading();
        const lost = await queue.requeueLost();
        if (lost) deps.logger.info('report jobs re-queued after a restart', { count: lost });
      }
      if (!options.read) return;
      queue.work((jobId) => reader.readJob(jobId));
    },

    async stop(): Promise<void> {
      reader.stop();
      await queue.stop();
    },
  };
}

export type ReportQueueService = ReturnType<typeof createReportQueueService>;
