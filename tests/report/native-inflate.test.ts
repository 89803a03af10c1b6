import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { NativeDecompressionStream } from '../../server/report/native-inflate.ts';
import { readPdfPages } from '../../server/report/pdf-text.ts';
import { installNativeInflate } from '../../server/report/pdfjs.ts';
import { tinyPdf } from './support/tiny-pdf.ts';

const webInflate = globalThis.DecompressionStream;
afterEach(() => {
  globalThis.DecompressionStream = webInflate;
});

const lines = ['NM_000492.4(CFTR):c.1521_1523del', 'p.(Phe508del) Pathogenic'];

/** pdf.js's own JavaScript decoder: the one it uses when there is no DecompressionStream. */
async function readWithOwnDecoder(pdf: Uint8Array) {
  delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
  return readPdfPages(pdf);
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array[]> {
  const stream = new NativeDecompressionStream('deflate');
  const writer = stream.writable.getWriter();
  await writer.write(bytes.subarray(0, 3));
  await writer.write(bytes.subarray(3));
  await writer.close();
  const out: Uint8Array[] = [];
  for await (const chunk of stream.readable) out.push(chunk);
  return out;
}

/** The PDF with the last byte of each content stream's zlib checksum changed. */
function withBadChecksums(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  return Uint8Array.from(
    text.replace(
      /([^\n])\nendstream/g,
      (_, last: string) => `${String.fromCharCode(last.charCodeAt(0) ^ 1)}\nendstream`,
    ),
    (ch) => ch.charCodeAt(0),
  );
}

describe('native inflate for pdf.js (the report worker)', () => {
  it('inflates written chunks to the original bytes in one piece', async () => {
    const original = Buffer.from('BT /F1 10 Tf 50 750 Td (c.1521_1523del) Tj ET '.repeat(50));
    const out = await inflate(new Uint8Array(deflateSync(original)));
    expect(out).toHaveLength(1);
    expect(Buffer.from(out[0] ?? [])).toEqual(original);
  });

  it('rejects what zlib rejects, and any format but deflate', async () => {
    const truncated = new Uint8Array(deflateSync(Buffer.from('x'.repeat(1000)))).subarray(0, 6);
    await expect(inflate(truncated)).rejects.toThrow();
    expect(() => new NativeDecompressionStream('gzip')).toThrow(TypeError);
  });

  it('refuses a stream that inflates to over 64 MB', async () => {
    const bomb = new Uint8Array(deflateSync(Buffer.alloc(64 * 1024 * 1024 + 1)));
    // no 64 MB value in an assertion: its diff alone would exhaust the test's heap
    const outcome = await inflate(bomb).then(
      () => 'inflated',
      () => 'refused',
    );
    expect(outcome).toBe('refused');
    const limit = new Uint8Array(deflateSync(Buffer.alloc(64 * 1024 * 1024)));
    expect((await inflate(limit))[0]?.byteLength).toBe(64 * 1024 * 1024);
  });

  it('reads compressed content streams exactly as the web class and pdf.js itself do', async () => {
    const pdf = tinyPdf([lines, ['second page']], { deflate: true });
    const withWebInflate = await readPdfPages(pdf);
    const withOwnDecoder = await readWithOwnDecoder(pdf);
    installNativeInflate();
    expect(globalThis.DecompressionStream).toBe(NativeDecompressionStream);
    const withNativeInflate = await readPdfPages(pdf);
    expect(withNativeInflate).toEqual(withWebInflate);
    expect(withNativeInflate).toEqual(withOwnDecoder);
    expect(withNativeInflate[0]?.items.map((i) => i.str).filter((s) => s.trim())).toEqual(lines);
  });

  it('leaves a stream zlib rejects to pdf.js, which still reads it', async () => {
    const pdf = withBadChecksums(tinyPdf([lines], { deflate: true }));
    const withOwnDecoder = await readWithOwnDecoder(pdf);
    installNativeInflate();
    const withNativeInflate = await readPdfPages(pdf);
    expect(withNativeInflate).toEqual(withOwnDecoder);
    expect(withNativeInflate[0]?.items.map((i) => i.str).filter((s) => s.trim())).toEqual(lines);
  });
});
