import DataLoader from 'dataloader';
import type { Queryable } from '../db/database.ts';
import type { UserRow } from './user-row.ts';

const MAX_BATCH = 100;

/**
 * Reads patient rows by id, coalescing the reads that arrive in the same turn of the event loop
 * into one query. Under load PGlite's fixed cost per query (protocol encoding, planning, one
 * connection for everything) is paid once for many requests; alone, a read waits for nothing.
 * No caching here: UserCache decides what may be remembered.
 */
export function createUserRowLoader(db: Queryable) {
  return new DataLoader<string, UserRow | null>(
    async (ids) => {
      // One JSON column instead of 26: PGlite decodes every column's description and value in
      // JavaScript, which made this hottest read twice as slow (docs/performance.md).
      const rows = await db.query<{ row: UserRow }>(
        'select row_to_json(u) as row from users u where u.id = any($1::text[])',
        [[...ids]],
      );
      const byId = new Map(rows.map(({ row }) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
}
