import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { PublicConfig } from '../../contract/meta.ts';
import {
  type ContentEncoding,
  preferredEncoding,
  varyOnAcceptEncoding,
} from './content-encoding.ts';
import { deferModules } from './deferred-modules.ts';
import { THEME_INIT_TAG, themeInitScript } from './inline-scripts.ts';
import { PRERENDERED_LOCALE, PRERENDERED_MARKER, prerenderedElement } from './prerendered.ts';

/** Where index.html wants the public settings; a shell without it is served as it is. */
export const PUBLIC_CONFIG_MARKER = '<!--public-config-->';
/** The element the client reads the settings from (src/api/inlined-config.ts). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';
/** The page is not held back for the settings: slower than this, the client fetches them. */
const CONFIG_WAIT_MS = 50;

interface Rendered {
  identity: Buffer;
  encoded: Record<ContentEncoding, Buffer>;
  etag: string;
}

/** JSON inside a script element: `<` escaped, so no value can close the element. */
export function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}

function render(html: string): Rendered {
  const identity = Buffer.from(html);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    identity,
    encoded: { br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity) },
    etag: `"${hash}"`,
  };
}

async function withinBudget<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CONFIG_WAIT_MS);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * index.html with the public settings written into it, so the first render of the sign-in page
 * already knows whether Google sign-in is offered (no request chain before its text), and, for
 * the addresses that have one, the first screen prerendered at build time (it paints with the
 * HTML and CSS, before any script runs; the app's modules are then requested after that paint).
 * The theme script is written in (no request before the first paint). The settings change only with the server's
 * configuration: each page is rendered and compressed once per address variant and kept until
 * the file or the settings change.
 */
export function createAppShell(options: {
  indexFile: string;
  publicConfig: () => Promise<PublicConfig>;
}) {
  const clientDir = path.dirname(options.indexFile);
  const cache = new Map<string, { key: string; rendered: Rendered }>();

  async function current(pathname: string): Promise<Rendered | null> {
    const stats = await fs.stat(options.indexFile).catch(() => null);
    if (!stats?.isFile()) return null;
    const config = await withinBudget(options.publicConfig());
    const prerendered = await prerenderedElement(clientDir, pathname, config);
    const key = `${stats.mtimeMs}:${stats.size}:${JSON.stringify(config)}`;
    // Addresses without a prerendered screen share one entry, so the cache stays small.
    const slot = prerendered ? pathname : '';
    const cached = cache.get(slot);
    if (cached?.key === key) return cached.rendered;
    const template = await fs.readFile(options.indexFile, 'utf8');
    if (!template.includes(PUBLIC_CONFIG_MARKER)) return null;
    const filled = template
      .replace(THEME_INIT_TAG, () => `<script>${themeInitScript}</script>`)
      .replace(PUBLIC_CONFIG_MARKER, () => (config ? configScript(config) : ''))
      .replace(PRERENDERED_MARKER, () => prerendered);
    const marked = prerendered
      ? filled.replace(/<html\b/, `<html data-prerendered-lang="${PRERENDERED_LOCALE}"`)
      : filled;
    const rendered = render(prerendered ? deferModules(marked) : marked);
    cache.set(slot, { key, rendered });
    return rendered;
  }

  /** The shell's response, or null when index.html has no place for the settings. */
  async function respond(c: Context): Promise<Response | null> {
    const rendered = await current(c.req.path);
    if (!rendered) return null;
    const encoding = preferredEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag: encoding ? `${rendered.etag.slice(0, -1)}-${encoding}"` : rendered.etag,
    });
    varyOnAcceptEncoding(headers);
    const etag = headers.get('etag') ?? '';
    const ifNoneMatch = c.req.header('if-none-match') ?? '';
    if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      headers.delete('content-type');
      return c.body(null, 304, Object.fromEntries(headers));
    }
    const body = encoding ? rendered.encoded[encoding] : rendered.identity;
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    if (c.req.method === 'HEAD') return c.body(null, 200, Object.fromEntries(headers));
    return c.body(new Uint8Array(body), 200, Object.fromEntries(headers));
  }

  return { respond };
}
