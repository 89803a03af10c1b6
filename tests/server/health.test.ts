import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { call, detailOf } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe('liveness on PGlite', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess();
  });
  afterAll(() => server?.close());

  it('GET /api/health/live answers 200 without asking the database', async () => {
    const response = await call(server.url, 'GET', '/api/health/live');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe.skipIf(!databaseUrl)('readiness with a damaged database', () => {
  let database: IsolatedDatabase;
  let server: LocalServer;
  beforeAll(async () => {
    database = await isolatedSchema(databaseUrl as string);
    server = await startServerInProcess({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('says 503 when a table is unreadable, while liveness still answers 200', async () => {
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    await database.query('alter table report_files rename to report_files_lost');
    try {
      const health = await call(server.url, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(detailOf(health)).toMatch(/database/);
      expect((await call(server.url, 'GET', '/api/health/live')).status).toBe(200);
    } finally {
      await database.query('alter table report_files_lost rename to report_files');
    }
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });

  it('says 503 when the database refuses writes', async () => {
    // What a full disk or a read-only database does to a write, without filling a disk.
    await database.query(`create function refuse_write() returns trigger language plpgsql as
      $$ begin raise exception 'disk full'; end $$`);
    await database.query(
      'create trigger refuse before insert or update on health_probe for each row execute function refuse_write()',
    );
    try {
      expect((await call(server.url, 'GET', '/api/health')).status).toBe(503);
    } finally {
      await database.query('drop trigger refuse on health_probe');
    }
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });
});
