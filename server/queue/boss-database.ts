import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';

/**
 * pg-boss runs its statements through our connection (pool or embedded PGlite): one code path
 * for both databases. Statements with parameters are single; without, pg-boss may send a script
 * (its locked BEGIN ... COMMIT blocks), whose rows are returned together.
 */
export function bossDatabase(db: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const rows = values.length > 0 ? await db.query(text, values) : await db.script(text);
      return { rows };
    },
  };
}

/** The same inside one of our transactions: a job is queued atomically with its rows. */
export function bossTransaction(tx: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return { rows: await tx.query(text, values) };
    },
  };
}
