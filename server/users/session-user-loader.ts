import DataLoader from 'dataloader';
import type { Queryable } from '../db/database.ts';
import type { UserRow } from './user-row.ts';

const MAX_BATCH = 100;

/**
 * Reads "the user of this live session" for every authenticated request arriving in the same
 * turn of the event loop in one query (PostgreSQL; PGlite answers from memory). Keyed by
 * session id; the user id of the token must match the session's. No caching: a session ended
 * by another process is seen on the next request.
 */
export function createSessionUserLoader(db: Queryable) {
  const loader = new DataLoader<string, UserRow | null>(
    async (sessionIds) => {
      const rows = await db.query<{ session_id: string; row: UserRow }>(
        `select s.id as session_id, row_to_json(u) as row from sessions s
         join users u on u.id = s.user_id
         where s.id = any($1::text[]) and s.expires_at > now()`,
        [[...sessionIds]],
      );
      const bySession = new Map(rows.map(({ session_id, row }) => [session_id, row]));
      return sessionIds.map((id) => bySession.get(id) ?? null);
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
  return async (sessionId: string, userId: string): Promise<UserRow | null> => {
    const row = await loader.load(sessionId);
    return row?.id === userId ? row : null;
  };
}
