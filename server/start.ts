import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createGoogleProvider } from './auth/google-provider.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { createTokenService } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createLogger, type Logger } from './logger.ts';
import type { ReportExtractor } from './reports/report-extractor.ts';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
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
  const db = await openDatabase(config, logger);
  try {
    const applied = await migrate(db);
    logger.info('database ready', { database: db.kind, migrationsApplied: applied.join(',') });
    const tokens = createTokenService(
      await loadJwtSecret(config.jwtSecret, config.dataDir),
      config.jwtTtlSeconds,
    );
    const app = createApp({
      config,
      db,
      logger,
      tokens,
      extractReport: options.extractReport,
      google: config.google ? createGoogleProvider(config.google) : null,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(instance),
      );
      instance.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    logger.info('listening', { url, port, google: Boolean(config.google) });
    return {
      url,
      port,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would otherwise hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
