import type { PdfPage, PositionedItem } from './pdf-page.ts';
import { loadPdfjs } from './pdfjs.ts';
import { restoreNativeArrayPush } from './text/native-array-push.ts';
import { LIMITS, ReportExtractionError } from './types.ts';

interface RawTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/** The PDF's text runs read by pdf.js: the reader every machine has (the npm package). */
export async function readPdfPagesWithPdfjs(bytes: Uint8Array): Promise<PdfPage[]> {
  const { getDocument } = await loadPdfjs();
  let doc: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    doc = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
    // the first document loads pdf.js's worker module, which replaces push once more
    restoreNativeArrayPush();
  } catch {
    throw new ReportExtractionError(
      'This PDF could not be read. It may be damaged or password-protected.',
    );
  }
  try {
    if (doc.numPages > LIMITS.maxPages) {
      throw new ReportExtractionError(
        `This report has ${doc.numPages} pages; reports of up to ${LIMITS.maxPages} pages can be read.`,
      );
    }
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PositionedItem[] = [];
      for (const raw of content.items as RawTextItem[]) {
        if (typeof raw.str !== 'string' || raw.str.length === 0 || !raw.transform) continue;
        const [a = 1, b = 0, , , e = 0, f = 0] = raw.transform;
        items.push({
          str: raw.str,
          x: e,
          y: f,
          width: raw.width ?? 0,
          height: raw.height || Math.hypot(a, b) || 10,
        });
      }
      pages.push({ items, width: viewport.width, height: viewport.height });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
