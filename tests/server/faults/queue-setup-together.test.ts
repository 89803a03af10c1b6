import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { openPostgres } from '../../../server/db/open-postgres.ts';
import { createLogger } from '../../../server/logger.ts';
import { createMailQueue } from '../../../server/mail/mail-queue.ts';
import { createReportQueue } from '../../../server/queue/report-queue.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 4;
const ROUNDS = 20;

/**
 * The report and mail queues share pg-boss's schema. Created by several servers at once, one
 * server's mail `create_queue` and another's report `create_queue` deadlocked (a clean-clone
 * CI run failed on it): every queue's setup must wait for the others, whichever queue it is.
 */
describe.skipIf(!databaseUrl)('report and mail queues set up by several servers at once', () => {
  const opened: Database[] = [];
  const schemas: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    for (const schema of schemas.splice(0))
      await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('all start without a deadlock, round after round, on an empty schema', async () => {
    const logger = createLogger('silent');
    for (let round = 0; round < ROUNDS; round += 1) {
      const schema = `q_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      schemas.push(schema);
      const databases = await Promise.all(
        Array.from({ length: PROCESSES }, () => openPostgres(databaseUrl as string)),
      );
      opened.push(...databases);
      const queues = databases.flatMap((db) => [
        createReportQueue(db, logger, { schema, readingLimitMs: 60_000 }),
        createMailQueue(db, logger, { schema }),
      ]);
      const started = await Promise.allSettled(queues.map((queue) => queue.start()));
      const failures = started.flatMap((entry) =>
        entry.status === 'rejected' ? [String(entry.reason)] : [],
      );
      expect(failures).toEqual([]);
      await Promise.all(queues.map((queue) => queue.stop()));
      await Promise.all(opened.splice(0).map((db) => db.close()));
    }
  }, 60_000);
});
