import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.ts';

/**
 * Fixed-window limit per client address, kept in memory: enough for one process. Several
 * processes behind a load balancer would move the counters to the shared database or Redis.
 */
export function rateLimit(options: {
  max: number;
  windowMs: number;
  name: string;
}): MiddlewareHandler {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = Date.now();

  return async (c, next) => {
    const now = Date.now();
    if (now - lastSweep > options.windowMs) {
      for (const [key, window] of windows) {
        if (now - window.startedAt >= options.windowMs) windows.delete(key);
      }
      lastSweep = now;
    }
    let address = 'unknown';
    try {
      address = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // Not running on @hono/node-server (e.g. app.request in a unit test): one shared bucket.
    }
    const key = `${options.name}:${address}`;
    let window = windows.get(key);
    if (!window || now - window.startedAt >= options.windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.max) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + options.windowMs - now) / 1000));
      throw new HttpError(
        429,
        `Too many attempts. Please wait ${retryAfter} seconds and try again.`,
        { 'retry-after': String(retryAfter) },
      );
    }
    await next();
  };
}
