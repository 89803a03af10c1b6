import { type GrayImage, toGray } from './gray-image.ts';
import { PDF_IMAGE_TOO_LARGE, pdfDeclaresImageOver } from './image-bounds.ts';
import { loadPdfjs } from './pdfjs.ts';
import { LIMITS, ReportExtractionError } from './types.ts';

interface DecodedImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  kind?: number;
}

// pdf.js ImageKind: 1 = 1 bit per pixel, 2 = RGB 24, 3 = RGBA 32
function toGrayImage(img: DecodedImage): GrayImage | undefined {
  const { width, height, data, kind } = img;
  if (kind === 2) return toGray(data, width, height, 3);
  if (kind === 3) return toGray(data, width, height, 4);
  if (kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    const out = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
        out[y * width + x] = bit ? 255 : 0;
      }
    }
    return { width, height, data: out };
  }
  return undefined;
}

export const tooManyScannedPages = (pages: number) =>
  new ReportExtractionError(
    `This scanned report has ${pages} pages; scans of up to ${LIMITS.maxScannedPages} pages can be read.`,
  );

/**
 * The largest picture on each page of a scanned PDF (a scanner stores one image per page),
 * decoded by pdf.js without a canvas, one page at a time: a page's picture is read and dropped
 * before the next is decoded, so a 30-page scan holds one page in memory, not thirty.
 */
export async function* renderPdfPageImages(
  bytes: Uint8Array,
): AsyncGenerator<{ image: GrayImage; pages: number }> {
  if (pdfDeclaresImageOver(bytes, LIMITS.maxImagePixels)) {
    throw new ReportExtractionError(PDF_IMAGE_TOO_LARGE);
  }
  const { getDocument, OPS } = await loadPdfjs();
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
    // pdf.js skips, undecoded, any image above this many pixels (decompression bombs).
    maxImageSize: LIMITS.maxImagePixels,
  }).promise;
  try {
    if (doc.numPages > LIMITS.maxScannedPages) throw tooManyScannedPages(doc.numPages);
    let found = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      let best: GrayImage | undefined;
      for (let i = 0; i < ops.fnArray.length; i++) {
        if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = (ops.argsArray[i] as unknown[])[0] as string;
        const store = name.startsWith('g_') ? page.commonObjs : page.objs;
        const img = await new Promise<DecodedImage | undefined>((resolve) => {
          store.get(name, (value: unknown) => resolve(value as DecodedImage | undefined));
        });
        const gray = img ? toGrayImage(img) : undefined;
        if (gray && (!best || gray.width * gray.height > best.width * best.height)) best = gray;
      }
      page.cleanup();
      if (best) {
        found++;
        yield { image: best, pages: doc.numPages };
      }
    }
    if (found === 0) {
      throw new ReportExtractionError(
        'No text was found in this PDF. Please upload a clearer copy.',
      );
    }
  } finally {
    await doc.destroy();
  }
}
