import { inflateSync } from 'node:zlib';
import { JpegImage } from 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs';
import { type GrayImage, toGray } from './gray-image.ts';
import { IMAGE_TOO_LARGE, jpegDimensions } from './image-bounds.ts';
import { LIMITS, ReportExtractionError } from './types.ts';

const UNREADABLE = 'This image could not be read. Please upload a JPG or PNG photo of the report.';

/** Refuses, before anything is decoded, a size that is missing or over the pixel limit. */
function checkSize(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new ReportExtractionError(UNREADABLE);
  if (width * height > LIMITS.maxImagePixels) throw new ReportExtractionError(IMAGE_TOO_LARGE);
}

/** Baseline and progressive JPEG through pdf.js's pure-JS decoder. */
export function decodeJpeg(bytes: Uint8Array): GrayImage {
  // The decoder allocates for the declared size as it parses: check that size first.
  const declared = jpegDimensions(bytes);
  if (!declared) throw new ReportExtractionError(UNREADABLE);
  checkSize(declared.width, declared.height);
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
  const stride = width * channels;
  const expected = height * (stride + 1);
  let raw: Buffer;
  try {
    // Never more than the declared size: extra data is a bomb, not a picture.
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ReportExtractionError(
      code === 'ERR_BUFFER_TOO_LARGE'
        ? 'This image holds more data than its size declares and cannot be read.'
        : UNREADABLE,
    );
  }
  if (raw.length < expected) throw new ReportExtractionError(UNREADABLE);
  const pixels = unfilterInPlace(raw, width, height, channels);
  if (colorType === 3) {
    if (!palette) throw new ReportExtractionError(UNREADABLE);
    return paletteToGray(pixels, width, height, palette);
  }
  return toGray(pixels, width, height, channels);
}

/**
 * Undoes PNG's per-row filters inside the inflated buffer and packs the rows together, so a
 * large image costs one buffer instead of two.
 */
function unfilterInPlace(raw: Buffer, width: number, height: number, channels: number): Buffer {
  const stride = width * channels;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = y * (stride + 1) + 1;
    const above = row - (stride + 1);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (raw[row + x - channels] ?? 0) : 0;
      const b = y > 0 ? (raw[above + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (raw[above + x - channels] ?? 0) : 0;
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
      raw[row + x] = ((raw[row + x] ?? 0) + predicted) & 0xff;
    }
  }
  // Rows move left by their filter byte: each lands on bytes already read.
  for (let y = 0; y < height; y++) {
    raw.copyWithin(y * stride, y * (stride + 1) + 1, (y + 1) * (stride + 1));
  }
  return raw.subarray(0, height * stride);
}

function paletteToGray(
  indices: Uint8Array,
  width: number,
  height: number,
  palette: Uint8Array,
): GrayImage {
  const shades = new Uint8Array(256);
  for (let i = 0; i < 256; i++) {
    shades[i] =
      0.299 * (palette[i * 3] ?? 0) +
      0.587 * (palette[i * 3 + 1] ?? 0) +
      0.114 * (palette[i * 3 + 2] ?? 0);
  }
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = shades[indices[i] ?? 0] ?? 0;
  return { width, height, data };
}
