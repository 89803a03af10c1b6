import type { GrayImage } from './gray-image.ts';
import { PDF_IMAGE_TOO_LARGE, pdfDeclaresImageOver } from './image-bounds.ts';
import { renderPdfPageImages, tooManyScannedPages } from './pdf-images.ts';
import { popplerPageImages } from './poppler/page-images.ts';
import { popplerAvailable } from './poppler/read.ts';
import { LIMITS, ReportExtractionError } from './types.ts';

/**
 * The pages of a scanned PDF (`pages` of them, as its reader counted), one at a time: drawn by
 * Poppler where the machine has it, else decoded by pdf.js. Poppler keeps pdf.js (~150-300 MB
 * for a scan) out of the reading thread and decodes a page in a few tens of milliseconds; a
 * failure before the first page falls back to pdf.js (docs/report-extraction.md, "Scans").
 */
export async function* scannedPageImages(
  bytes: Uint8Array,
  pages: number,
): AsyncGenerator<{ image: GrayImage; pages: number }> {
  if (process.env.REPORT_PDF_READER !== 'pdfjs' && popplerAvailable() && pages > 0) {
    if (pdfDeclaresImageOver(bytes, LIMITS.maxImagePixels)) {
      throw new ReportExtractionError(PDF_IMAGE_TOO_LARGE);
    }
    if (pages > LIMITS.maxScannedPages) throw tooManyScannedPages(pages);
    let read = 0;
    try {
      for await (const page of popplerPageImages(bytes, pages)) {
        read++;
        yield page;
      }
      return;
    } catch (error) {
      if (read > 0) throw error;
    }
  }
  yield* renderPdfPageImages(bytes);
}
