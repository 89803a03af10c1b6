import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

/** One line per request: method, path without the query (it may hold an OAuth code), status. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
