import type { Database } from '../db/database.ts';

// Any constant works; the same in every process sharing the database (db/migrate.ts uses another).
const BOSS_SETUP_LOCK_KEY = 7_400_422;

/**
 * Runs a pg-boss start and queue creation one process at a time. Servers starting together
 * would each create pg-boss's schema, tables and queue partitions at once (duplicate
 * pg_namespace key; deadlocks between one process's `create_queue` and another's), and the
 * report and mail queues share one schema: every queue's setup takes the same advisory lock,
 * held by a transaction while pg-boss works on other connections. The embedded database has
 * one process only.
 */
export function setUpBossOnce(db: Database, setUp: () => Promise<void>): Promise<void> {
  if (db.kind !== 'postgres') return setUp();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [BOSS_SETUP_LOCK_KEY]);
    await setUp();
  });
}
