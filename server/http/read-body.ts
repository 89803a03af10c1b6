import type { Context } from 'hono';
import { defineMessage, type Message } from '../../i18n/message.ts';
import { HttpError } from './http-error.ts';

const interrupted = defineMessage({
  id: 'error.upload.interrupted',
  defaultMessage: 'The upload was interrupted before it finished',
});

export interface BodyLimits {
  /** Largest body accepted. */
  maxBytes: number;
  /**
   * A body over the limit is still read (and thrown away) up to this many bytes before the 413
   * goes out: a client that is still sending when the server answers and closes would see a
   * connection reset instead of the answer (Node's fetch does). Past this, the connection is
   * closed after the answer.
   */
  drainBytes: number;
}

/**
 * Reads the request body into memory, or answers 413 with `detail` once it is too large.
 * @public (used by server/reports/read-upload.ts, whose imports knip 5.66 misses)
 */
export async function readBodyWithin(
  c: Context,
  limits: BodyLimits,
  detail: Message,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > limits.drainBytes) {
    throw new HttpError(413, detail, { connection: 'close' });
  }
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limits.drainBytes) {
        await reader.cancel().catch(() => undefined);
        throw new HttpError(413, detail, { connection: 'close' });
      }
      if (received <= limits.maxBytes) chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, interrupted);
  }
  if (received > limits.maxBytes) throw new HttpError(413, detail);
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
