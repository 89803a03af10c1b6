import { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, createServices } from './app.ts';
import type { AppDeps } from './app-env.ts';
import { createGoogleProvider } from './auth/google-provider.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { createTokenService } from './auth/tokens.ts';
import { serveBackups } from './backup/backup-socket.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { privateFolder } from './db/private-folder.ts';
import { createStorageWatch } from './db/storage-full.ts';
import { createLogger, type Logger } from './logger.ts';
import { deleteOrphanFiles, migrateLegacyUploads } from './reports/legacy-uploads.ts';
import type { ReportExtractor } from './reports/report-extractor.ts';
import { createReportFileStore } from './reports/report-file-store.ts';
import { checkKeysCoverStoredFiles, loadReportKeyring } from './reports/report-keys.ts';
import { sealReportResults } from './reports/seal-report-results.ts';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const KEEP_ALIVE_MS = 65_000;

/** Everything the app needs, ready: secrets loaded, stored files checked and migrated. */
async function prepareDeps(
  config: ServerConfig,
  db: Database,
  logger: Logger,
  extractReport: ReportExtractor,
  jwtSecret: Uint8Array,
): Promise<AppDeps> {
  const applied = await migrate(db);
  logger.info('database ready', { database: db.kind, migrationsApplied: applied.join(',') });
  const reportKeyring = await loadReportKeyring(config);
  await checkKeysCoverStoredFiles(db, reportKeyring);
  const files = createReportFileStore(db, reportKeyring);
  await migrateLegacyUploads(db, files, config.dataDir, logger);
  const sealed = await sealReportResults(db, reportKeyring);
  if (sealed) logger.info('stored report results sealed with the report key', { count: sealed });
  const orphans = await deleteOrphanFiles(db);
  if (orphans) logger.info('orphan report files deleted', { count: orphans });
  return {
    config,
    db,
    logger,
    tokens: createTokenService(jwtSecret, config.jwtTtlSeconds),
    extractReport,
    reportKeyring,
    google: config.google ? createGoogleProvider(config.google) : null,
    storage: createStorageWatch({ dataDir: db.kind === 'pglite' ? config.dataDir : null }),
  };
}

/**
 * Opens the database, applies pending migrations and listens. Shared by `main.ts` and the
 * test/benchmark helper so both run exactly the production wiring.
 */
export async function startServer(
  config: ServerConfig,
  options: { extractReport: ReportExtractor; logger?: Logger },
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  await privateFolder(config.dataDir);
  // Before the database opens, so a damaged secret file stops the start at once.
  const jwtSecret = await loadJwtSecret(
    config.jwtSecret,
    config.dataDir,
    config.databaseUrl !== null,
  );
  const db = await openDatabase(config, logger);
  let stopQueue = async () => {};
  try {
    const deps = await prepareDeps(config, db, logger, options.extractReport, jwtSecret);
    const services = createServices(deps);
    const app = createApp(deps, services);
    await services.reportQueue.start({ read: config.reportWorkers > 0 });
    stopQueue = () => services.reportQueue.stop();
    // Every web server sends mail: a message waits at most one polling pause (0.5 s).
    await services.mail.start({ send: true });
    stopQueue = async () => {
      await services.mail.stop();
      await services.reportQueue.stop();
    };
    const purgeActivity = async () => {
      const purged = await services.activity.purge(config.activityRetentionDays);
      if (purged) logger.info('old activity purged', { count: purged });
    };
    await purgeActivity();
    // Expired sessions, rate-limit windows, old job rows and links are only dead rows, and the
    // security record keeps ACTIVITY_RETENTION_DAYS: swept now and then.
    const sweep = setInterval(() => {
      Promise.all([
        services.sessions.deleteExpired(),
        services.limiter.deleteExpired(),
        services.reportQueue.jobs.deleteOld(),
        services.tokens.deleteExpired(),
        purgeActivity(),
      ]).catch((error: Error) => logger.warn('sweep failed', { error: error.name }));
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(instance),
      );
      instance.once('error', reject);
    });
    // Node closes an idle keep-alive connection after 5 s; a client that sends on it at that
    // moment (a browser's or a test's pooled connection) gets ECONNRESET, and a POST is not
    // retried. Idle connections stay open past the 60 s most clients and proxies keep them.
    if (server instanceof HttpServer) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    }
    // The embedded database is this process's alone: `npm run backup` asks it for a copy.
    const backups = db.dumpData
      ? await serveBackups(config.dataDir, () => db.dumpData?.() ?? Promise.reject(), logger)
      : null;
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    logger.info('listening', { url, port, google: Boolean(config.google) });
    return {
      url,
      port,
      async close() {
        clearInterval(sweep);
        await backups?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would otherwise hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await stopQueue();
        await db.close();
      },
    };
  } catch (error) {
    await stopQueue().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
