import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../scripts/lib/start-server.ts';
import { call, detailOf, registerUser, type TestUser } from './support/http.ts';
import { startTcpProxy, type TcpProxy, throughProxy } from './support/tcp-proxy.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Every answer during a fault is a 200 or a 503 with a detail: never a 500 or a dropped socket. */
function expectOkOrUnavailable(response: { status: number; body: unknown; text: string }) {
  expect([200, 503], response.text).toContain(response.status);
  if (response.status === 503) expect(detailOf(response as never)).toMatch(/database/i);
}

describe.skipIf(!databaseUrl)('PostgreSQL connection loss', () => {
  const applicationName = `herd-outage-${randomUUID().slice(0, 8)}`;
  let proxy: TcpProxy;
  let server: Awaited<ReturnType<typeof spawnServer>>;
  let user: TestUser;
  let admin: pg.Client;

  beforeAll(async () => {
    const target = new URL(databaseUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await spawnServer({
      databaseUrl: throughProxy(databaseUrl as string, proxy.port, applicationName),
    });
    user = await registerUser(server.url);
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await admin?.end();
  });

  const me = () => call(server.url, 'GET', '/auth/me', { token: user.token });

  it('keeps serving when its backends are terminated mid-run, and recovers by itself', async () => {
    const answers: Promise<Awaited<ReturnType<typeof me>>>[] = [];
    for (let i = 0; i < 40; i++) answers.push(me());
    const terminated = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    for (let i = 0; i < 40; i++) answers.push(me());
    for (const response of await Promise.all(answers)) expectOkOrUnavailable(response);

    expect(await waitFor(async () => (await me()).status === 200, 5000)).toBe(true);
    expect(server.process.exitCode).toBeNull();
  }, 30_000);

  it('answers 503 {detail} while the database is unreachable, stays live, then recovers', async () => {
    await proxy.cut();
    try {
      const during = await me();
      expect(during.status).toBe(503);
      expect(detailOf(during)).toMatch(/database/i);
      const health = await call(server.url, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(detailOf(health)).toMatch(/database/i);
      const live = await call(server.url, 'GET', '/api/health/live');
      expect(live.status).toBe(200);
      const login = await call(server.url, 'POST', '/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(login.status).toBe(503);
    } finally {
      await proxy.restore();
    }
    expect(await waitFor(async () => (await me()).status === 200, 5000)).toBe(true);
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  }, 30_000);
});
