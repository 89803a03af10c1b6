import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { SessionStore } from '../auth/session-store.ts';
import type { TokenService } from '../auth/tokens.ts';
import { HttpError } from './http-error.ts';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i;
const INVALID = 'Your session has expired or is invalid. Please sign in again.';

/**
 * Rejects any request without a valid bearer token whose session still exists (not logged out,
 * not revoked by a password change or account deletion); the route sees the user and session.
 */
export function requireUser(
  tokens: TokenService,
  sessions: SessionStore,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (!match?.[1])
      throw new HttpError(401, 'Not authenticated', { 'www-authenticate': 'Bearer' });
    const token = await tokens.verify(match[1]);
    if (!token || !(await sessions.isActive(token.sessionId, token.userId))) {
      throw new HttpError(401, INVALID, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
    c.set('userId', token.userId);
    c.set('sessionId', token.sessionId);
    await next();
  };
}
