import type { Database } from './database.ts';
import { loadMigrations, type Migration } from './migrations.ts';

// Any constant works; it only has to be the same for every process sharing the database.
const MIGRATION_LOCK_KEY = 7_400_421;

/**
 * Applies the migrations the database has not seen, each in its own transaction, under an
 * advisory lock so two servers starting together against one PostgreSQL do not race.
 * Returns the versions it applied (empty on a second start).
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()) {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ version: number }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const newlyApplied: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
