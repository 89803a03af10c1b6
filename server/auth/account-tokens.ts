import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

export type TokenPurpose = 'password_reset' | 'email_verification';

/** 32 random bytes: 256 bits, twice OWASP's minimum of 128. */
const TOKEN_BYTES = 32;

/** A token's only stored form: it has full entropy, so a fast hash cannot be reversed. */
export const hashOfToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export interface LiveToken {
  id: string;
  userId: string;
  /** The address the link was sent to: it must still be the account's. */
  email: string;
}

/**
 * The links sent by mail (server/db/migrations/0012-account-tokens.sql). The token is returned
 * once, to be put in the mail; the table keeps its hash. A token works once, before it expires,
 * and only while it is the newest of its purpose for its account.
 */
export function createAccountTokens(db: Database) {
  return {
    /** A new token for the account; every older unused one of the same purpose stops working. */
    async issue(
      user: { id: string; email: string },
      purpose: TokenPurpose,
      validForMs: number,
    ): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await db.transaction(async (tx) => {
        // Two mails issued at once (two processes) must still leave one live token.
        await tx.query('select 1 from users where id = $1 for update', [user.id]);
        await voidTokens(tx, user.id, purpose);
        await tx.query(
          `insert into account_tokens (id, user_id, purpose, token_hash, email, expires_at)
           values ($1, $2, $3, $4, $5, now() + $6::integer * interval '1 millisecond')`,
          [randomUUID(), user.id, purpose, hashOfToken(token), user.email, validForMs],
        );
      });
      return token;
    },

    /** The token's row while it still works (unused, unexpired), without using it. */
    async find(token: string, purpose: TokenPurpose): Promise<LiveToken | null> {
      const [row] = await db.query<{ id: string; user_id: string; email: string }>(
        `select id, user_id, email from account_tokens
         where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
        [hashOfToken(token), purpose],
      );
      return row ? { id: row.id, userId: row.user_id, email: row.email } : null;
    },

    /**
     * Uses the token inside the caller's transaction; false when it no longer works (used by
     * a request that came first, expired meanwhile, or voided by a newer one).
     */
    async use(tx: Queryable, id: string): Promise<boolean> {
      const rows = await tx.query(
        `update account_tokens set used_at = now()
         where id = $1 and used_at is null and expires_at > now() returning id`,
        [id],
      );
      return rows.length > 0;
    },

    /** Every unused token of the purpose stops working (the password changed another way). */
    voidAll: (target: Queryable, userId: string, purpose: TokenPurpose) =>
      voidTokens(target, userId, purpose),

    /** Tokens a day past their expiry are only dead rows. */
    async deleteExpired(): Promise<void> {
      await db.query(`delete from account_tokens where expires_at < now() - interval '1 day'`);
    },
  };
}

async function voidTokens(target: Queryable, userId: string, purpose: TokenPurpose) {
  await target.query(
    `update account_tokens set used_at = now()
     where user_id = $1 and purpose = $2 and used_at is null`,
    [userId, purpose],
  );
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
