import { parseAccept } from 'hono/utils/accept';

export type ContentEncoding = 'br' | 'gzip';

/** File suffixes of the precompressed copies the build writes next to each asset. */
export const ENCODING_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to answer with, from those on offer (smallest first), by the client's
 * Accept-Encoding weights: an explicit `q` beats `*`, `q=0` refuses, ties go to the smaller.
 * Null means the identity (uncompressed) representation.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!acceptEncoding || offered.length === 0) return null;
  const accepts = parseAccept(acceptEncoding);
  const weight = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q;
  const wildcard = weight('*') ?? 0;
  let best: { encoding: ContentEncoding; q: number } | null = null;
  for (const encoding of offered) {
    const q = weight(encoding) ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** Adds Accept-Encoding to Vary once, keeping what other middleware put there (e.g. Origin). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const current = headers.get('vary');
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current ?? '')) return;
  headers.set('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}
