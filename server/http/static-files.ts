import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  type ContentEncoding,
  ENCODING_SUFFIX,
  preferredEncoding,
  varyOnAcceptEncoding,
} from './content-encoding.ts';

/** Vite fingerprints everything under assets/: a name there never changes its bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const OFFERED: ContentEncoding[] = ['br', 'gzip'];

interface Representation {
  file: string;
  size: number;
  etag: string;
}

export interface StaticFile {
  urlPath: string;
  contentType: string;
  identity: Representation;
  encoded: Partial<Record<ContentEncoding, Representation>>;
  cacheControl: string;
  /** URL of the file's source map, when maps are served and one exists. */
  sourceMap: string | null;
}

interface CacheEntry {
  mtimeMs: number;
  size: number;
  file: StaticFile;
}

async function statFile(file: string) {
  const stats = await fs.stat(file).catch(() => null);
  return stats?.isFile() ? stats : null;
}

/** URL path -> file under root, or null for anything a browser has no business asking for. */
export function resolveUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').slice(1);
  // Hidden files and folders (.vite/, ..), empty segments, backslashes and NUL never resolve.
  if (segments.some((s) => s === '' || s.startsWith('.') || /[\\\0]/.test(s))) return null;
  const file = path.join(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The built client as a CDN would serve it: the precompressed copies the build wrote, chosen by
 * Accept-Encoding; strong ETags per representation; hashed assets cached for a year, everything
 * else revalidated. Source maps stay private unless asked for.
 */
export function createStaticFiles(options: { root: string; serveSourceMaps: boolean }) {
  const root = path.resolve(options.root);
  const cache = new Map<string, CacheEntry>();

  async function describe(urlPath: string, file: string, size: number): Promise<StaticFile> {
    const hash = createHash('sha256')
      .update(await fs.readFile(file))
      .digest('base64url')
      .slice(0, 22);
    const encoded: StaticFile['encoded'] = {};
    for (const encoding of OFFERED) {
      const variant = `${file}${ENCODING_SUFFIX[encoding]}`;
      const stats = await statFile(variant);
      if (stats)
        encoded[encoding] = { file: variant, size: stats.size, etag: `"${hash}-${encoding}"` };
    }
    const hasMap = options.serveSourceMaps && (await statFile(`${file}.map`)) !== null;
    const immutable = urlPath.startsWith('/assets/');
    return {
      urlPath,
      contentType: getMimeType(file) ?? 'application/octet-stream',
      identity: { file, size, etag: `"${hash}"` },
      encoded,
      cacheControl: immutable ? IMMUTABLE : REVALIDATE,
      sourceMap: hasMap ? `${urlPath}.map` : null,
    };
  }

  /** The file at a URL path, or null when there is none to serve. */
  async function find(urlPath: string): Promise<StaticFile | null> {
    if (/\.(br|gz)$/i.test(urlPath)) return null;
    if (urlPath.endsWith('.map') && !options.serveSourceMaps) return null;
    const file = resolveUnder(root, urlPath);
    const stats = file ? await statFile(file) : null;
    if (!file || !stats) return null;
    const cached = cache.get(file);
    // A rebuild under a running server changes mtime or size; the entry follows it.
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
      return cached.file;
    }
    const described = await describe(urlPath, file, stats.size);
    cache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, file: described });
    return described;
  }

  return { find };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison, as RFC 9110 asks for If-None-Match.
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Answers with the representation the client prefers: 200 with the bytes, or 304. */
export async function respond(c: Context, asset: StaticFile): Promise<Response> {
  const offered = OFFERED.filter((encoding) => asset.encoded[encoding]);
  const encoding = preferredEncoding(c.req.header('accept-encoding'), offered);
  const chosen = (encoding && asset.encoded[encoding]) || asset.identity;
  const headers = new Headers({
    'content-type': asset.contentType,
    'cache-control': asset.cacheControl,
    etag: chosen.etag,
  });
  if (offered.length > 0) varyOnAcceptEncoding(headers);
  if (asset.sourceMap) headers.set('sourcemap', asset.sourceMap);
  if (matchesEtag(c.req.header('if-none-match'), chosen.etag)) {
    headers.delete('content-type');
    return c.body(null, 304, Object.fromEntries(headers));
  }
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(chosen.size));
  if (c.req.method === 'HEAD') return c.body(null, 200, Object.fromEntries(headers));
  const bytes = await fs.readFile(chosen.file);
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
  return c.body(body, 200, Object.fromEntries(headers));
}
