import { openDatabase } from '../../server/db/open-database.ts';

/**
 * One live session per seeded patient (every token names its session, server/auth), so the
 * benchmark can sign tokens without 100 k argon2 sign-ins. Returns each patient's session id.
 */
export async function seedSessions(options: {
  ids: string[];
  dataDir: string;
  databaseUrl?: string;
  expiresAt: Date;
}): Promise<string[]> {
  const db = await openDatabase({
    databaseUrl: options.databaseUrl ?? null,
    dataDir: options.dataDir,
  });
  try {
    await db.query(
      `insert into sessions (id, user_id, expires_at)
       select md5('bench-session-' || id)::uuid::text, id, $2 from unnest($1::text[]) as id
       on conflict (id) do update set expires_at = excluded.expires_at`,
      [options.ids, options.expiresAt],
    );
    const rows = await db.query<{ id: string; user_id: string }>(
      'select id, user_id from sessions where user_id = any($1::text[])',
      [options.ids],
    );
    const byUser = new Map(rows.map((row) => [row.user_id, row.id]));
    return options.ids.map((id) => byUser.get(id) ?? '');
  } finally {
    await db.close();
  }
}
