import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** API paths never fall back to the SPA; `/auth` alone is the sign-in page. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || /^\/auth\/.+/.test(pathname);
}

/**
 * Serves the built client and answers client routes (deep links, refreshes) with index.html.
 * Without a build (tests, `npm run dev`) it does nothing and requests fall through to 404.
 */
export function spa(clientDir: string): MiddlewareHandler {
  const indexFile = path.join(clientDir, 'index.html');
  // Created on first use: serveStatic complains at creation when the folder is missing.
  let assets: MiddlewareHandler | undefined;
  const createAssets = () =>
    serveStatic({
      root: clientDir,
      onFound: (file, c) => {
        // Vite fingerprints everything under assets/, so those never change under their name.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        c.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  return async (c, next) => {
    if (!existsSync(indexFile) || isApiPath(c.req.path)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    assets ??= createAssets();
    let missing = false;
    const response = await assets(c, async () => {
      missing = true;
    });
    if (!missing && response) return response;
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    // A missing file (an old asset name) is a 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    const html = await fs.readFile(indexFile, 'utf8');
    return c.html(html, 200, { 'cache-control': 'no-cache' });
  };
}
