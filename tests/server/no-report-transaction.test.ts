import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPglite } from '../../scripts/lib/pglite-template.ts';
import { createApp, createServices } from '../../server/app.ts';
import type { AppServices } from '../../server/app-env.ts';
import { createTokenService } from '../../server/auth/tokens.ts';
import { readConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { createLogger } from '../../server/logger.ts';
import { createKeyring } from '../../server/reports/report-keyring.ts';
import { type DatabaseVariant, databaseVariants } from './support/databases.ts';
import { type StatementFault, withFailingStatement } from './support/failing-statement.ts';
import { call, detailOf, registerUser, type TestUser } from './support/http.ts';
import { isolatedSchema } from './support/isolated-schema.ts';
import { pngLike, stubExtractor } from './support/stub-extractor.ts';

/** The variant's database, migrated, in a folder or schema of its own. */
async function openVariant(variant: DatabaseVariant) {
  if (variant.databaseUrl) {
    const schema = await isolatedSchema(variant.databaseUrl);
    const db = await openDatabase({ databaseUrl: schema.url, dataDir: os.tmpdir() });
    await migrate(db);
    return { db, close: () => db.close().finally(() => schema.drop()) };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-no-report-'));
  await seedPglite(dataDir);
  const db = await openDatabase({ databaseUrl: null, dataDir });
  await migrate(db);
  const close = () => db.close().finally(() => fs.rm(dataDir, { recursive: true, force: true }));
  return { db, close };
}

/** The real app on `db`, served on a free port. */
async function serveApp(db: Database) {
  const deps = {
    config: readConfig({ LOG_LEVEL: 'silent' }),
    db,
    logger: createLogger('silent'),
    tokens: createTokenService(randomBytes(32), 3600),
    extractReport: stubExtractor,
    reportKeyring: createKeyring(randomBytes(32)),
    google: null,
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

const userIdOf = (user: TestUser) =>
  JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString()).sub as string;

/** As a finished upload stores it: the report, its file, the user's latest; the cached row goes. */
async function storeReport(services: AppServices, userId: string, bytes: Uint8Array) {
  const id = randomUUID();
  await services.reports.insert(
    {
      id,
      user_id: userId,
      file_name: 'report.png',
      media_type: 'image/png',
      byte_size: bytes.length,
      result: {
        run_id: id,
        processed_at: new Date().toISOString(),
        variants: [],
        disease_options: [],
        raw_text: 'stub',
      },
    },
    bytes,
  );
  services.users.forget(userId);
  return id;
}

// A disk that fills up, and a connection the server drops, in the middle of the deletion.
const faults = [
  {
    name: 'an unexpected database error',
    error: () => Object.assign(new Error('could not extend file'), { code: '53100' }),
    status: 500,
    detail: /Something went wrong/,
  },
  {
    name: 'a lost connection',
    error: () => Object.assign(new Error('terminating connection'), { code: '57P01' }),
    status: 503,
    detail: /database is not available/,
  },
];

describe.each(databaseVariants())(
  '"no genetic report" is saved in one transaction on $name',
  (variant) => {
    const fault: StatementFault = { error: null };
    let database: Awaited<ReturnType<typeof openVariant>>;
    let app: Awaited<ReturnType<typeof serveApp>>;
    beforeAll(async () => {
      database = await openVariant(variant);
      // The report's file goes after its row: failing there, the row's deletion must roll back too.
      app = await serveApp(withFailingStatement(database.db, /^delete from report_files\b/, fault));
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const stored = async (table: 'reports' | 'report_files', userId: string) =>
      Number(
        (
          await database.db.query<{ n: number }>(
            `select count(*)::int as n from ${table} where user_id = $1`,
            [userId],
          )
        )[0]?.n,
      );
    const answer = (user: TestUser, hasGeneticReport: boolean) =>
      call(app.url, 'POST', '/api/user/onboarding', {
        token: user.token,
        json: { hasGeneticReport },
      });
    const document = (user: TestUser) =>
      fetch(`${app.url}/api/user/document`, { headers: { authorization: `Bearer ${user.token}` } });

    it.each(faults)(
      '$name while deleting the report changes nothing and answers {detail}',
      async ({ error, status, detail }) => {
        const user = await registerUser(app.url);
        const userId = userIdOf(user);
        expect((await answer(user, true)).status).toBe(200);
        const bytes = pngLike();
        const reportId = await storeReport(app.services, userId, bytes);

        fault.error = error();
        const failed = await answer(user, false).finally(() => {
          fault.error = null;
        });
        expect(failed.status, failed.text).toBe(status);
        expect(detailOf(failed)).toMatch(detail);
        expect(failed.text).not.toMatch(/\bat .*\.ts:\d+|stack/i);

        const me = await call(app.url, 'GET', '/auth/me', { token: user.token });
        expect(me.body).toMatchObject({ hasGeneticReport: true, latestReportId: reportId });
        const kept = await document(user);
        expect(kept.status).toBe(200);
        expect(new Uint8Array(await kept.arrayBuffer())).toEqual(bytes);
        expect(await stored('reports', userId)).toBe(1);
        expect(await stored('report_files', userId)).toBe(1);

        // Without the fault the same answer removes the report and its file together.
        const saved = await answer(user, false);
        expect(saved.status, saved.text).toBe(200);
        expect(saved.body).toMatchObject({ hasGeneticReport: false, latestReportId: null });
        expect((await document(user)).status).toBe(404);
        expect(await stored('reports', userId)).toBe(0);
        expect(await stored('report_files', userId)).toBe(0);
      },
    );
  },
);
