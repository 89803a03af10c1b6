import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { TokenService } from '../auth/tokens.ts';
import { HttpError } from './http-error.ts';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i;

/** Rejects any request without a valid bearer token; the route sees the user id. */
export function requireUser(tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (!match?.[1])
      throw new HttpError(401, 'Not authenticated', { 'www-authenticate': 'Bearer' });
    const userId = await tokens.verify(match[1]);
    if (!userId) {
      throw new HttpError(401, 'Your session has expired or is invalid. Please sign in again.', {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    c.set('userId', userId);
    await next();
  };
}
