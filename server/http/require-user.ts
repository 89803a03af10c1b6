import type { MiddlewareHandler } from 'hono';
import { defineMessages } from '../../i18n/message.ts';
import type { AppEnv } from '../app-env.ts';
import type { Authenticate } from '../auth/authenticate.ts';
import type { TokenService } from '../auth/tokens.ts';
import { HttpError } from './http-error.ts';

export type { Authenticate } from '../auth/authenticate.ts';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i;
const sessionErrors = defineMessages({
  invalid: {
    id: 'error.session.invalid',
    defaultMessage: 'Your session has expired or is invalid. Please sign in again.',
  },
  missing: { id: 'error.session.missing', defaultMessage: 'Not authenticated' },
});
const INVALID = sessionErrors.invalid;

/**
 * Rejects any request without a valid bearer token whose session still exists (not logged out,
 * not revoked by a password change or account deletion); the route sees the user (as loaded
 * for this request) and the session.
 */
export function requireUser(
  tokens: TokenService,
  authenticate: Authenticate,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (!match?.[1])
      throw new HttpError(401, sessionErrors.missing, { 'www-authenticate': 'Bearer' });
    const token = await tokens.verify(match[1]);
    const user = token ? await authenticate(token.sessionId, token.userId) : null;
    if (!token || !user) {
      throw new HttpError(401, INVALID, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
    c.set('userId', token.userId);
    c.set('sessionId', token.sessionId);
    c.set('user', user);
    await next();
  };
}
