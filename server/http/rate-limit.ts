import { createHash } from 'node:crypto';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database.ts';
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

// Fixed windows numbered by the database's clock, so every server process counts in the same
// window; the row expires with its window.
const BUCKET = 'floor(extract(epoch from now()) * 1000 / $2::bigint)::bigint';

/**
 * Counters in the database (table rate_limits), so a limit holds across every server process
 * sharing it, and across restarts.
 */
export function createRateLimiter(db: Queryable) {
  return {
    /** Counts one hit and returns the window's count so far. */
    async hit(rule: LimitRule, subject: string): Promise<LimitState> {
      const [row] = await db.query<{ hits: number; remaining: number | string }>(
        `insert into rate_limits (key, hits, expires_at)
         values ($1 || ':' || ${BUCKET}, 1, to_timestamp((${BUCKET} + 1) * $2::bigint / 1000.0))
         on conflict (key) do update set hits = rate_limits.hits + 1
         returning hits, extract(epoch from expires_at - now()) as remaining`,
        [counterKey(rule, subject), rule.windowMs],
      );
      return toState(row);
    },

    /** The window's count without counting. */
    async peek(rule: LimitRule, subject: string): Promise<LimitState> {
      const [row] = await db.query<{ hits: number; remaining: number | string }>(
        `select hits, extract(epoch from expires_at - now()) as remaining from rate_limits
         where key = $1 || ':' || ${BUCKET}`,
        [counterKey(rule, subject), rule.windowMs],
      );
      return toState(row);
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

export function tooManyRequests(retryAfterSeconds: number, detail?: string): HttpError {
  return new HttpError(
    429,
    detail ?? `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Refuses a request with 429 once its subject (address, account) used up the window. */
export function rateLimit<E extends Env>(
  limiter: RateLimiter,
  rule: LimitRule,
  subjectOf: (c: Context<E>) => string,
  detail?: (retryAfterSeconds: number) => string,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const state = await limiter.hit(rule, subjectOf(c));
    if (state.hits > rule.max) {
      throw tooManyRequests(state.retryAfterSeconds, detail?.(state.retryAfterSeconds));
    }
    await next();
  };
}
