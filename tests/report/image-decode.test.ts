import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jpegDeclaring, pdfWithImage } from '../../scripts/lib/bombs.ts';
import { jpegDimensions, pdfDeclaresImageOver } from '../../server/report/image-bounds.ts';
import { decodeJpeg, decodePng } from '../../server/report/image-decode.ts';

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** An RGB PNG whose rows use every filter type in turn (what real encoders write). */
function filteredPng(width: number, height: number, pixel: (x: number, y: number) => number[]) {
  const stride = width * 3;
  const rows = Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => pixel(x, y)).flat(),
  );
  const raw: number[] = [];
  rows.forEach((row, y) => {
    const filter = y % 5;
    raw.push(filter);
    for (let i = 0; i < stride; i++) {
      const a = i >= 3 ? (row[i - 3] ?? 0) : 0;
      const b = y > 0 ? (rows[y - 1]?.[i] ?? 0) : 0;
      const c = i >= 3 && y > 0 ? (rows[y - 1]?.[i - 3] ?? 0) : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      raw.push(((row[i] ?? 0) - predicted) & 0xff);
    }
  });
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from(raw))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('PNG decoding', () => {
  it('undoes all five row filters exactly', () => {
    const pixel = (x: number, y: number) => [
      (x * 37 + y * 11) % 256,
      (x * y) % 256,
      (255 - x * 3) & 0xff,
    ];
    const image = decodePng(filteredPng(23, 17, pixel));
    expect([image.width, image.height]).toEqual([23, 17]);
    for (let y = 0; y < 17; y++) {
      for (let x = 0; x < 23; x++) {
        const [r = 0, g = 0, b = 0] = pixel(x, y);
        expect(image.data[y * 23 + x]).toBe(Math.trunc(0.299 * r + 0.587 * g + 0.114 * b));
      }
    }
  });
});

describe('a JPEG that declares 65500 x 65500 pixels', () => {
  it('is refused before the decoder allocates anything for it', () => {
    const before = process.memoryUsage().rss;
    expect(() => decodeJpeg(jpegDeclaring(65500, 65500))).toThrow(/too large to read/);
    // Decoding would need gigabytes; the check reads a few header bytes.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
});

describe('declared image sizes', () => {
  it('reads the frame size a JPEG declares, without decoding it', () => {
    expect(jpegDimensions(jpegDeclaring(65500, 4321))).toEqual({ width: 65500, height: 4321 });
    expect(jpegDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });

  it('finds an image over the limit in a PDF, and none in a PDF within it', async () => {
    expect(pdfDeclaresImageOver(await pdfWithImage(8000, 8000), 40_000_000)).toBe(true);
    expect(pdfDeclaresImageOver(await pdfWithImage(2000, 3000), 40_000_000)).toBe(false);
  });
});
