import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../../scripts/lib/start-server.ts';
import { call, registerUser } from '../support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from '../support/isolated-schema.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Issue 24, item 16: servers started at the same moment against an empty database each created
 * the schema, tables and queue (one died on a duplicate pg_namespace key or a deadlock). The slow
 * variant (2 and 4 separate processes, 5 tries each) is in `npm run test:faults`.
 */
describe.skipIf(!databaseUrl)('servers started together on an empty PostgreSQL', () => {
  let database: IsolatedDatabase | undefined;
  let servers: LocalServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    await database?.drop();
  });

  it('all four start, and each serves the same data', async () => {
    database = await isolatedSchema(databaseUrl as string);
    const started = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        startServerInProcess({ databaseUrl: database?.url, env: database?.queueEnv }),
      ),
    );
    servers = started.flatMap((entry) => (entry.status === 'fulfilled' ? [entry.value] : []));
    const failures = started.flatMap((entry) =>
      entry.status === 'rejected' ? [String(entry.reason)] : [],
    );
    expect(failures).toEqual([]);
    const user = await registerUser(servers[0]?.url as string);
    for (const server of servers) {
      expect((await call(server.url, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
    }
  }, 60_000);
});
