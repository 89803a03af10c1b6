import { inflateSync } from 'node:zlib';
import { JpegImage } from 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs';
import { type GrayImage, toGray } from './gray-image.ts';
import { LIMITS, ReportExtractionError } from './types.ts';

const UNREADABLE = 'This image could not be read. Please upload a JPG or PNG photo of the report.';

function checkSize(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new ReportExtractionError(UNREADABLE);
  if (width * height > LIMITS.maxImagePixels) {
    throw new ReportExtractionError(
      'This image is too large to read. Please upload a smaller photo.',
    );
  }
}

/** Baseline and progressive JPEG through pdf.js's pure-JS decoder. */
export function decodeJpeg(bytes: Uint8Array): GrayImage {
  try {
    const jpeg = new JpegImage();
    jpeg.parse(bytes);
    checkSize(jpeg.width, jpeg.height);
    const rgb = jpeg.getData({ width: jpeg.width, height: jpeg.height, forceRGB: true });
    return toGray(rgb, jpeg.width, jpeg.height, 3);
  } catch (error) {
    if (error instanceof ReportExtractionError) throw error;
    throw new ReportExtractionError(UNREADABLE);
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** 8-bit, non-interlaced PNG (gray, gray+alpha, RGB, RGBA, palette). */
export function decodePng(bytes: Uint8Array): GrayImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length < 33 || signature.some((b, i) => bytes[i] !== b)) {
    throw new ReportExtractionError(UNREADABLE);
  }
  let offset = 8;
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colorType = 0;
  let interlace = 0;
  let palette: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      bitDepth = data[8] ?? 0;
      colorType = data[9] ?? 0;
      interlace = data[12] ?? 0;
    } else if (type === 'PLTE') palette = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  checkSize(width, height);
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colorType];
  if (bitDepth !== 8 || interlace !== 0 || channels === undefined) {
    throw new ReportExtractionError('This PNG format is not supported. Please upload a JPG photo.');
  }
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    throw new ReportExtractionError(UNREADABLE);
  }
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new ReportExtractionError(UNREADABLE);
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let x = 0; x < stride; x++) {
      const v = raw[src + x] ?? 0;
      const a = x >= channels ? (pixels[dst + x - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[dst - stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (pixels[dst - stride + x - channels] ?? 0) : 0;
      const predicted =
        filter === 1
          ? a
          : filter === 2
            ? b
            : filter === 3
              ? (a + b) >> 1
              : filter === 4
                ? paeth(a, b, c)
                : 0;
      pixels[dst + x] = (v + predicted) & 0xff;
    }
  }
  if (colorType === 3) {
    if (!palette) throw new ReportExtractionError(UNREADABLE);
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      const p = (pixels[i] ?? 0) * 3;
      rgb[i * 3] = palette[p] ?? 0;
      rgb[i * 3 + 1] = palette[p + 1] ?? 0;
      rgb[i * 3 + 2] = palette[p + 2] ?? 0;
    }
    return toGray(rgb, width, height, 3);
  }
  return toGray(pixels, width, height, channels);
}
