import type { Database } from './database.ts';

// Every table the API reads; a missing or unreadable one makes the server not ready.
const TABLES = ['users', 'reports', 'report_files', 'sessions', 'rate_limits'];

/**
 * A real read of every table and a real write, in one transaction: `select 1` alone answers
 * while the disk is full or a table is gone. Throws when the database cannot serve.
 */
export async function checkReadiness(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of TABLES) await tx.query(`select 1 from ${table} limit 1`);
    await tx.query(
      `insert into health_probe (id, checked_at) values (1, now())
       on conflict (id) do update set checked_at = excluded.checked_at`,
    );
  });
}
