import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import {
  type ContentEncoding,
  preferredEncoding,
  varyOnAcceptEncoding,
} from './content-encoding.ts';

const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Quality 4 / level 6: a few hundred microseconds for a large answer, most of the gain of the
// slow settings (those are for the build's precompressed assets).
const COMPRESS: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/**
 * Compresses JSON answers of at least `threshold` bytes with the client's preferred encoding.
 * `skip` names answers that must never be compressed: those carrying a fresh credential next to
 * input the client chose (BREACH; see docs/decisions.md).
 */
export function compressJson(options: {
  threshold: number;
  skip: (c: Context) => boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      !JSON_TYPE.test(res.headers.get('content-type') ?? '')
    ) {
      return;
    }
    if (
      res.headers.has('content-encoding') ||
      /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    if (options.skip(c)) return;
    varyOnAcceptEncoding(res.headers);
    const encoding = preferredEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (!encoding || declared < options.threshold) return;
    const body = Buffer.from(await res.arrayBuffer());
    const compressed = body.length >= options.threshold ? await COMPRESS[encoding](body) : null;
    const bytes = compressed ?? body;
    c.res = new Response(
      new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
      res,
    );
    if (!compressed) return;
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(compressed.length));
  };
}
