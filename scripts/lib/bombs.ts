// Hostile uploads for the decompression-bomb test and `npm run bench:bombs`: tiny files that
// declare or inflate to enormous images.
import { createDeflate, deflateSync } from 'node:zlib';
import { BINARY_PDF_HEADER, pdfFile } from './pdf-file.ts';

function u16(value: number): number[] {
  return [(value >> 8) & 0xff, value & 0xff];
}

/**
 * A baseline grayscale JPEG that declares `width` x `height` pixels but carries only a few
 * KB of entropy data (every block flat): the classic "2 KB JPEG of 65500x65500".
 */
export function jpegDeclaring(width: number, height: number, dataBytes = 2000): Uint8Array {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    ...u16(body.length + 2),
    ...body,
  ];
  const dqt = segment(0xdb, [0x00, ...new Array(64).fill(1)]);
  const sof = segment(0xc0, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]);
  // One code of length 1 in each table: DC category 0, AC end-of-block.
  const counts = [1, ...new Array(15).fill(0)];
  const dht = segment(0xc4, [0x00, ...counts, 0x00, 0x10, ...counts, 0x00]);
  const sos = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  return Uint8Array.from([
    0xff,
    0xd8,
    ...dqt,
    ...sof,
    ...dht,
    ...sos,
    ...new Array(dataBytes).fill(0),
    0xff,
    0xd9,
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** zlib data that inflates to `bytes` zero bytes, produced in pieces (never all in memory). */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const piece = Buffer.alloc(Math.min(bytes, 16 * 1024 * 1024));
  for (let left = bytes; left > 0; left -= piece.length) {
    const part = left >= piece.length ? piece : piece.subarray(0, left);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** An 8-bit grayscale PNG of the given size whose image data inflates to `inflatedBytes`. */
export async function pngInflatingTo(
  width: number,
  height: number,
  inflatedBytes: number,
): Promise<Uint8Array> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', await deflatedZeros(inflatedBytes)),
      pngChunk('IEND', new Uint8Array(0)),
    ]),
  );
}

/** A white grayscale PNG of the given size, honestly encoded (a large but legitimate photo). */
export function whitePng(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc(height * (width + 1), 255);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', deflateSync(raw, { level: 9 })),
      pngChunk('IEND', new Uint8Array(0)),
    ]),
  );
}

/**
 * A one-page PDF with no text whose only content is a `width` x `height` grayscale image of
 * deflated zeros: small on disk, gigabytes once decoded.
 */
export async function pdfWithImage(width: number, height: number): Promise<Uint8Array> {
  const image = await deflatedZeros(width * height);
  const content = Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q\n');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
      ),
      image,
      Buffer.from('\nendstream'),
    ]),
  ];
  return new Uint8Array(pdfFile(objects, BINARY_PDF_HEADER));
}
