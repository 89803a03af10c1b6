import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { authPagePaths } from '../../contract/account-links.ts';
import type { PublicConfig } from '../../contract/meta.ts';
import { createAppShell } from './app-shell.ts';
import { createStaticFiles, respond } from './static-files.ts';

/**
 * API paths never fall back to the SPA; `/auth` is the sign-in page, and the pages the links in
 * mail open (`/auth/reset-password`...) are pages too.
 */
export function isApiPath(pathname: string): boolean {
  if (authPagePaths.includes(pathname.replace(/\/+$/, ''))) return false;
  return pathname === '/api' || pathname.startsWith('/api/') || /^\/auth\/.+/.test(pathname);
}

/**
 * Serves the built client and answers client routes (deep links, refreshes) with index.html.
 * Without a build (tests, `npm run dev`) it does nothing and requests fall through to 404.
 */
export function spa(
  clientDir: string,
  options: { serveSourceMaps: boolean; publicConfig: () => Promise<PublicConfig> },
): MiddlewareHandler {
  const indexFile = path.join(clientDir, 'index.html');
  const files = createStaticFiles({ root: clientDir, serveSourceMaps: options.serveSourceMaps });
  const shell = createAppShell({ indexFile, publicConfig: options.publicConfig });
  return async (c, next) => {
    if (!existsSync(indexFile) || isApiPath(c.req.path)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const page = c.req.path === '/index.html' ? await shell.respond(c) : null;
    if (page) return page;
    const asset = await files.find(c.req.path);
    if (asset) return respond(c, asset);
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    // A missing file (an old asset name) is a 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    const filled = await shell.respond(c);
    if (filled) return filled;
    const index = await files.find('/index.html');
    return index ? respond(c, index) : next();
  };
}
