import type { UserRow } from './user-row.ts';

/**
 * Rows by id, for embedded PGlite only: this process is then the database's only writer, so
 * every write passes here and can refresh or drop the entry. With a PostgreSQL server other
 * processes write too, so no cache is used there.
 */
export class UserCache {
  private rows = new Map<string, UserRow>();

  /** `maxEntries` rows at most (USER_CACHE_ENTRIES); the oldest entry makes room. */
  constructor(private readonly maxEntries = 10_000) {}

  get(id: string): UserRow | undefined {
    return this.rows.get(id);
  }

  set(row: UserRow): void {
    this.rows.delete(row.id);
    if (this.maxEntries === 0) return;
    if (this.rows.size >= this.maxEntries) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    this.rows.set(row.id, row);
  }

  forget(id: string): void {
    this.rows.delete(id);
  }
}
