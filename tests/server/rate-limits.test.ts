import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalServer,
  spawnServer,
  startServerInProcess,
} from '../../scripts/lib/start-server.ts';
import { call, detailOf, registerUser, type TestUser, uniqueEmail } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';

const attempt = (url: string, forwardedFor?: string, json?: object) =>
  call(url, 'POST', '/auth/login', {
    json: json ?? { email: uniqueEmail(), password: 'not the password' },
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

describe('sign-in limits per client address', () => {
  let direct: LocalServer;
  let proxied: LocalServer;
  beforeAll(async () => {
    const env = { RATE_LIMIT_AUTH_MAX: '2' };
    direct = await startServerInProcess({ env });
    proxied = await startServerInProcess({ env: { ...env, TRUSTED_PROXIES: '127.0.0.0/8,::1' } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('ignores X-Forwarded-For unless the proxy is trusted (a client cannot pick its bucket)', async () => {
    expect((await attempt(direct.url, '203.0.113.1')).status).toBe(401);
    expect((await attempt(direct.url, '203.0.113.2')).status).toBe(401);
    const limited = await attempt(direct.url, '203.0.113.3');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('behind a trusted proxy, limits each client address separately', async () => {
    for (let i = 0; i < 2; i++)
      expect((await attempt(proxied.url, '198.51.100.7')).status).toBe(401);
    expect((await attempt(proxied.url, '198.51.100.7')).status).toBe(429);
    // Another patient behind the same proxy is not locked out.
    expect((await attempt(proxied.url, '198.51.100.8')).status).toBe(401);
    // Addresses the client itself prepends are not believed: the proxy's entry counts.
    expect((await attempt(proxied.url, '10.9.9.9, 198.51.100.7')).status).toBe(429);
  });
});

describe('a limit window', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: { RATE_LIMIT_AUTH_MAX: '1', RATE_LIMIT_AUTH_WINDOW_MS: '2000' },
    });
  });
  afterAll(() => server?.close());

  // An empty body is refused at once (422) but still counts: no password hashing to wait for.
  const cheap = () => call(server.url, 'POST', '/auth/login', { json: {} });

  it('opens again once RATE_LIMIT_AUTH_WINDOW_MS has passed', async () => {
    expect((await cheap()).status).toBe(422);
    expect((await cheap()).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await cheap()).status).toBe(422);
  });
});

describe('failed sign-ins per account', () => {
  let server: LocalServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: {
        TRUSTED_PROXIES: '127.0.0.1,::1',
        RATE_LIMIT_AUTH_MAX: '100',
        RATE_LIMIT_LOGIN_FAILURES_MAX: '3',
      },
    });
    user = await registerUser(server.url);
  });
  afterAll(() => server?.close());

  it('locks the account after N wrong passwords from any addresses, even for the right one', async () => {
    for (let i = 0; i < 3; i++) {
      const wrong = await attempt(server.url, `192.0.2.${i + 1}`, {
        email: user.email,
        password: `${user.password}-wrong`,
      });
      expect(wrong.status).toBe(401);
    }
    const locked = await attempt(server.url, '192.0.2.99', {
      email: user.email,
      password: user.password,
    });
    expect(locked.status).toBe(429);
    expect(detailOf(locked)).toMatch(/failed sign-in attempts for this account/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts sign in as usual.
    const other = await registerUser(server.url);
    const ok = await attempt(server.url, '192.0.2.99', {
      email: other.email,
      password: other.password,
    });
    expect(ok.status).toBe(200);
  });

  it('treats an unknown email exactly like a known one', async () => {
    const email = uniqueEmail('nobody');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await attempt(server.url, `192.0.2.${50 + i}`, { email, password: 'x-wrong-1' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('limits shared by two server processes on one PostgreSQL', () => {
  let database: IsolatedDatabase;
  let servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
  beforeAll(async () => {
    database = await isolatedSchema(databaseUrl as string);
    const options = {
      databaseUrl: database.url,
      env: { RATE_LIMIT_AUTH_MAX: '4' },
    };
    // One after the other: the first applies the migrations.
    servers = [await spawnServer(options)];
    servers.push(await spawnServer(options));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
  });

  it('counts attempts on either process against one window', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await attempt((servers[i % 2] as LocalServer).url)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
