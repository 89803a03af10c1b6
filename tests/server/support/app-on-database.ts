import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { seedPglite } from '../../../scripts/lib/pglite-template.ts';
import { createApp, createServices } from '../../../server/app.ts';
import type { AppServices } from '../../../server/app-env.ts';
import { createTokenService } from '../../../server/auth/tokens.ts';
import { readConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { createStorageWatch } from '../../../server/db/storage-full.ts';
import { createLogger } from '../../../server/logger.ts';
import { createKeyring } from '../../../server/reports/report-keyring.ts';
import type { DatabaseVariant } from './databases.ts';
import { isolatedSchema } from './isolated-schema.ts';
import { stubExtractor } from './stub-extractor.ts';

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/** The variant's database, migrated, in a PGlite folder or a PostgreSQL schema of its own. */
export async function openTestDatabase(variant: DatabaseVariant): Promise<TestDatabase> {
  if (variant.databaseUrl) {
    const schema = await isolatedSchema(variant.databaseUrl);
    const db = await openDatabase({ databaseUrl: schema.url, dataDir: os.tmpdir() });
    await migrate(db);
    return { db, close: () => db.close().finally(() => schema.drop()) };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-app-on-db-'));
  await seedPglite(dataDir);
  const db = await openDatabase({ databaseUrl: null, dataDir });
  await migrate(db);
  const close = () => db.close().finally(() => fs.rm(dataDir, { recursive: true, force: true }));
  return { db, close };
}

export interface ServedApp {
  url: string;
  services: AppServices;
  close(): Promise<void>;
}

/**
 * The real app and repositories on `db` (which a test may wrap to inject faults), served on a
 * free port. The report queue is not started: reports are stored through `services.reports`.
 */
export async function serveAppOn(db: Database): Promise<ServedApp> {
  const deps = {
    config: readConfig({ LOG_LEVEL: 'silent' }),
    db,
    logger: createLogger('silent'),
    tokens: createTokenService(randomBytes(32), 3600),
    extractReport: stubExtractor,
    reportKeyring: createKeyring(randomBytes(32)),
    google: null,
    storage: createStorageWatch({ dataDir: null }),
  };
  const services = createServices(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: createApp(deps, services).fetch, port: 0 }, () =>
      resolve(instance),
    );
  });
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}`, services, close };
}
