// Cheap checks of what an image *declares*, made before any decoder allocates for it: a few KB
// of file can declare billions of pixels (decompression bombs).

export const IMAGE_TOO_LARGE =
  'This image is too large to read. Please upload a photo of at most 40 megapixels.';
export const PDF_IMAGE_TOO_LARGE =
  'This PDF holds an image too large to read. Please upload a smaller scan or a photo of the report.';

export interface Dimensions {
  width: number;
  height: number;
}

// Start-of-frame markers of every JPEG coding process (not DHT C4, JPG C8 or DAC CC).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const STANDALONE = (marker: number) =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9) || marker === 0xff;

/**
 * The largest frame a JPEG declares, read from its SOF segments (the whole file is walked, so a
 * second frame cannot hide a larger size); null when it declares none.
 */
export function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  let largest: Dimensions | null = null;
  let offset = 2;
  while (offset + 3 < bytes.length) {
    if (bytes[offset] !== 0xff) {
      offset += 1; // entropy-coded data between segments
      continue;
    }
    const marker = bytes[offset + 1] as number;
    if (marker === 0x00 || STANDALONE(marker)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
    if (SOF.has(marker) && offset + 8 < bytes.length) {
      const height = ((bytes[offset + 5] as number) << 8) | (bytes[offset + 6] as number);
      const width = ((bytes[offset + 7] as number) << 8) | (bytes[offset + 8] as number);
      if (!largest || width * height > largest.width * largest.height) largest = { width, height };
    }
    offset += 2 + length;
  }
  return largest;
}

const IMAGE_DICTIONARY = /\/Subtype\s*\/Image\b/g;
const NUMBER_OF = (key: string) => new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`);

/**
 * Whether a PDF declares an image of more than `maxPixels`. Image XObjects are streams, and
 * streams are never compressed inside object streams, so their dictionaries are plain bytes of
 * the file. (pdf.js's own maxImageSize is the backstop for anything this misses, e.g. a size
 * given by reference; this check exists to say why the file is refused.)
 */
export function pdfDeclaresImageOver(bytes: Uint8Array, maxPixels: number): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const match of text.matchAll(IMAGE_DICTIONARY)) {
    // The stream's dictionary runs from its "obj" to its "stream" keyword.
    const start = Math.max(text.lastIndexOf('obj', match.index), match.index - 4096);
    const end = text.indexOf('stream', match.index);
    const dictionary = text.slice(
      start,
      end < 0 ? match.index + 4096 : Math.min(end, match.index + 4096),
    );
    const width = Number(NUMBER_OF('Width').exec(dictionary)?.[1] ?? 0);
    const height = Number(NUMBER_OF('Height').exec(dictionary)?.[1] ?? 0);
    if (width * height > maxPixels) return true;
  }
  return false;
}
