import { createHash } from 'node:crypto';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { type Message, withValues } from '../../i18n/message.ts';
import type { Queryable } from '../db/database.ts';
import { requestErrors } from './error-messages.ts';
import { HttpError } from './http-error.ts';

export interface LimitRule {
  /** Counter family, e.g. "auth" or "login-failures". */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitState {
  hits: number;
  retryAfterSeconds: number;
}

// Keys are hashed: the table then holds no addresses or email addresses.
const counterKey = (rule: LimitRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 27)}`;

/**
 * Counters in the database (table rate_limits), so a limit holds across every server process
 * sharing it, and across restarts. A window opens at a subject's first hit and lasts `windowMs`
 * by the database's clock (one clock for every process); its row expires with it.
 */
export function createRateLimiter(db: Queryable) {
  return {
    /** Counts one hit and returns the window's count so far. */
    async hit(rule: LimitRule, subject: string): Promise<LimitState> {
      const [row] = await db.query<{ hits: number; remaining: number | string }>(
        `insert into rate_limits (key, hits, expires_at)
         values ($1, 1, now() + $2::integer * interval '1 millisecond')
         on conflict (key) do update set
           hits = case when rate_limits.expires_at <= now() then 1 else rate_limits.hits + 1 end,
           expires_at = case when rate_limits.expires_at <= now()
             then excluded.expires_at else rate_limits.expires_at end
         returning hits, extract(epoch from expires_at - now()) as remaining`,
        [counterKey(rule, subject), rule.windowMs],
      );
      return toState(row);
    },

    /** Takes back one hit of a window still open (an attempt that turned out not to count). */
    async giveBack(rule: LimitRule, subject: string): Promise<void> {
      await db.query(
        `update rate_limits set hits = greatest(hits - 1, 0) where key = $1 and expires_at > now()`,
        [counterKey(rule, subject)],
      );
    },

    async deleteExpired(): Promise<void> {
      await db.query('delete from rate_limits where expires_at < now()');
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

function toState(row: { hits: number; remaining: number | string } | undefined): LimitState {
  if (!row) return { hits: 0, retryAfterSeconds: 0 };
  return {
    hits: Number(row.hits),
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
  };
}

export function tooManyRequests(retryAfterSeconds: number, detail?: Message): HttpError {
  return new HttpError(
    429,
    detail ?? withValues(requestErrors.tooManyAttempts, { seconds: retryAfterSeconds }),
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Refuses a request with 429 once its subject (address, account) used up the window. */
export function rateLimit<E extends Env>(
  limiter: RateLimiter,
  rule: LimitRule,
  subjectOf: (c: Context<E>) => string,
  detail?: (retryAfterSeconds: number) => Message,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const state = await limiter.hit(rule, subjectOf(c));
    if (state.hits > rule.max) {
      throw tooManyRequests(state.retryAfterSeconds, detail?.(state.retryAfterSeconds));
    }
    await next();
  };
}
