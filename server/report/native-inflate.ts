import { inflateSync } from 'node:zlib';

/**
 * Above this a stream is not inflated here: the constructor's error makes pdf.js fall back to
 * its own decoder for that stream, exactly as without this class (no new limit on any PDF).
 */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

interface ChunkWriter {
  readonly ready: Promise<void>;
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/**
 * The part of the web `DecompressionStream` pdf.js uses (`getWriter()` on `writable`, `for
 * await` over `readable`), doing one synchronous native inflate when read. Node's own
 * DecompressionStream runs asynchronous zlib through web streams, chunk by chunk (~25 % of a
 * 30-page PDF's CPU); pdf.js's fallback decoder is JavaScript. Same zlib, same bytes as the web
 * class: a stream zlib rejects (truncated, bad checksum) throws on read, and pdf.js then decodes
 * it with its own decoder.
 */
export class NativeDecompressionStream {
  readonly writable: { getWriter(): ChunkWriter };
  readonly readable: AsyncIterable<Uint8Array>;

  constructor(format: string) {
    if (format !== 'deflate') throw new TypeError(`Unsupported compression format: ${format}`);
    const chunks: Uint8Array[] = [];
    this.writable = {
      getWriter: () => ({
        ready: Promise.resolve(),
        write(chunk) {
          chunks.push(chunk);
          return Promise.resolve();
        },
        close: () => Promise.resolve(),
      }),
    };
    this.readable = {
      async *[Symbol.asyncIterator]() {
        const inflated = inflateSync(Buffer.concat(chunks), {
          maxOutputLength: MAX_INFLATED_BYTES,
        });
        yield new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.byteLength);
      },
    };
  }
}
