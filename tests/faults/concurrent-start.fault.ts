import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../scripts/lib/start-server.ts';
import { isolatedSchema } from '../server/support/isolated-schema.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Issue 24, item 16 and its target: 2 and 4 server processes started at the same moment on an
 * empty database (a schema and a queue schema of their own), five tries each: all start.
 */
describe.skipIf(!databaseUrl).each([2, 4])('%i servers started together', (count) => {
  it('all start, five tries out of five', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const database = await isolatedSchema(databaseUrl as string);
      const started = await Promise.allSettled(
        Array.from({ length: count }, () =>
          spawnServer({ databaseUrl: database.url, env: database.queueEnv }),
        ),
      );
      for (const entry of started) if (entry.status === 'fulfilled') await entry.value.close();
      await database.drop();
      const failures = started.flatMap((entry) =>
        entry.status === 'rejected' ? [String(entry.reason).slice(0, 300)] : [],
      );
      expect(failures, `try ${attempt}`).toEqual([]);
    }
  }, 600_000);
});
