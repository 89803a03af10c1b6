import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, spawnServer } from '../../scripts/lib/start-server.ts';
import { call, registerUser } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL', () => {
  let database: IsolatedDatabase;
  let a: LocalServer;
  let b: LocalServer;
  beforeAll(async () => {
    database = await isolatedSchema(databaseUrl as string);
    // Separate data folders, as on two machines: nothing but the database is shared.
    a = await spawnServer({ databaseUrl: database.url });
    b = await spawnServer({ databaseUrl: database.url });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('accepts a token issued by the other, and a logout on one ends it on both', async () => {
    const user = await registerUser(a.url);
    expect((await call(b.url, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
    expect((await call(b.url, 'POST', '/auth/logout', { token: user.token })).status).toBe(204);
    expect((await call(a.url, 'GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await call(b.url, 'GET', '/auth/me', { token: user.token })).status).toBe(401);
  });

  it('lets a patient deleted through one no longer sign in through the other', async () => {
    const user = await registerUser(b.url);
    expect((await call(a.url, 'DELETE', '/api/user', { token: user.token })).status).toBe(204);
    const login = await call(b.url, 'POST', '/auth/login', {
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(401);
  });
});
