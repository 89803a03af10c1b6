import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

const MAX_CACHED = 10_000;

export interface SessionStore {
  /** Records a new session (a token's jti) and returns its id. */
  create(userId: string, expiresAt: Date): Promise<string>;
  isActive(id: string, userId: string): Promise<boolean>;
  revoke(id: string): Promise<void>;
  /** Every session of the user, except `keep` (the one changing the password). */
  revokeAllOf(userId: string, keep?: string): Promise<void>;
  /** Drops cached entries after the user row (and its sessions, by cascade) was deleted. */
  forgetUser(userId: string): void;
  deleteExpired(): Promise<void>;
}

/**
 * Tokens are valid only while their session row exists: logout, a password change and account
 * deletion delete rows, so a stolen token stops working at once. With embedded PGlite this
 * process is the only writer, so active sessions are remembered in memory (the hot path reads
 * no row); with PostgreSQL every check reads the row, so all servers agree immediately.
 */
export function createSessionStore(db: Queryable, options: { cache: boolean }): SessionStore {
  const cache = options.cache ? new Map<string, { userId: string; expiresAt: number }>() : null;

  const remember = (id: string, userId: string, expiresAt: number) => {
    if (!cache) return;
    if (cache.size >= MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(id, { userId, expiresAt });
  };

  const forgetUser = (userId: string) => {
    if (!cache) return;
    for (const [id, entry] of cache) if (entry.userId === userId) cache.delete(id);
  };

  return {
    async create(userId, expiresAt) {
      const id = randomBytes(18).toString('base64url');
      await db.query('insert into sessions (id, user_id, expires_at) values ($1, $2, $3)', [
        id,
        userId,
        expiresAt.toISOString(),
      ]);
      remember(id, userId, expiresAt.getTime());
      return id;
    },

    async isActive(id, userId) {
      const known = cache?.get(id);
      if (known) return known.userId === userId && known.expiresAt > Date.now();
      const [row] = await db.query<{ user_id: string; expires_at: Date | string }>(
        'select user_id, expires_at from sessions where id = $1',
        [id],
      );
      if (!row || row.user_id !== userId) return false;
      const expiresAt = new Date(row.expires_at).getTime();
      if (expiresAt <= Date.now()) return false;
      remember(id, userId, expiresAt);
      return true;
    },

    async revoke(id) {
      await db.query('delete from sessions where id = $1', [id]);
      cache?.delete(id);
    },

    async revokeAllOf(userId, keep) {
      await db.query('delete from sessions where user_id = $1 and id <> $2', [userId, keep ?? '']);
      if (!cache) return;
      for (const [id, entry] of cache) if (entry.userId === userId && id !== keep) cache.delete(id);
    },

    forgetUser,

    async deleteExpired() {
      await db.query('delete from sessions where expires_at < now()');
      if (!cache) return;
      const now = Date.now();
      for (const [id, entry] of cache) if (entry.expiresAt <= now) cache.delete(id);
    },
  };
}
