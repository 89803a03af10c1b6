import type { MiddlewareHandler } from 'hono';

/**
 * Every API answer may carry health data or a token (profiles, results, upload answers, sign-in),
 * so none may be kept by a browser or a proxy cache. A route that sets its own Cache-Control
 * (the report download's `private, no-store`) keeps it.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
};
