import type { ServerConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import type { Logger } from './logger.ts';
import { createReportQueueService } from './queue/report-queue-service.ts';
import type { ReportExtractor } from './reports/report-extractor.ts';
import { createReportFileStore } from './reports/report-file-store.ts';
import { checkKeysCoverStoredFiles, loadReportKeyring } from './reports/report-keys.ts';
import { createReportRepository } from './reports/report-repository.ts';

export class WorkerConfigError extends Error {
  override name = 'WorkerConfigError';
}

/**
 * `npm run worker`: a process that only reads queued reports, next to web servers on the same
 * PostgreSQL (which may then run with REPORT_WORKERS=0). No HTTP: everything goes through the
 * database.
 */
export async function startWorker(
  config: ServerConfig,
  options: { extractReport: ReportExtractor; logger: Logger },
): Promise<{ close(): Promise<void> }> {
  if (!config.databaseUrl) {
    throw new WorkerConfigError(
      'npm run worker needs DATABASE_URL: with the embedded database the web server reads the reports itself',
    );
  }
  const { logger } = options;
  const db = await openDatabase(config, logger);
  try {
    await migrate(db);
    const keyring = await loadReportKeyring(config);
    await checkKeysCoverStoredFiles(db, keyring);
    const files = createReportFileStore(db, keyring);
    const reports = createReportRepository(db, files, {
      keepPerUser: config.reportsPerUser,
      keyring,
    });
    const queue = createReportQueueService(
      { db, logger, config, extractReport: options.extractReport },
      // PostgreSQL: no process keeps patient rows in memory, so there is nothing to forget.
      { files, reports, forgetUser: () => undefined },
    );
    await queue.start({ read: true });
    logger.info('report worker ready', { database: db.kind });
    return {
      async close() {
        await queue.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
