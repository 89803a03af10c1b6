import { assembleReport } from './assembly/index.ts';
import { buildDocument, linesToText } from './document.ts';
import { geneDictionary } from './gene-dictionary.ts';
import type { GrayImage } from './gray-image.ts';
import { decodeJpeg, decodePng } from './image-decode.ts';
import { layoutPages } from './layout.ts';
import { closeOcr } from './ocr.ts';
import { readPdfPages } from './pdf-text.ts';
import {
  ocrDocument,
  type ReadDocument,
  readImagePage,
  textLayerDocument,
} from './reading/index.ts';
import { readAhead } from './reading/read-ahead.ts';
import { judgeDocument } from './report-result.ts';
import { scannedPageImages } from './scan-pages.ts';
import type { ExtractedReport, PageProgress, ReportMediaType } from './types.ts';
import { ReportExtractionError } from './types.ts';

const MIN_TEXT_CHARS = 40;
/** Scanned pages in hand at once: one read by OCR, the next prepared (each ~11 MB of pixels). */
const SCANNED_PAGES_AT_ONCE = 2;

/** Runs the whole pipeline on the calling thread; `index.ts` runs it inside a worker. */
export async function extractInProcess(
  bytes: Uint8Array,
  mediaType: ReportMediaType,
  onProgress: (progress: PageProgress) => void = () => undefined,
): Promise<ExtractedReport> {
  const read =
    mediaType === 'application/pdf'
      ? await pdfText(bytes, onProgress)
      : await photoText(bytes, mediaType);
  // nothing at all: no text, and no page that shows text OCR could not read
  if (read.text.trim().length === 0 && read.readable) {
    throw new ReportExtractionError('No text was found in this report.');
  }
  return fromText(read.text, read);
}

async function pdfText(
  bytes: Uint8Array,
  onProgress: (progress: PageProgress) => void,
): Promise<ReadDocument> {
  const pages = await readPdfPages(bytes);
  const text = linesToText(layoutPages(pages));
  if (text.replace(/\s/g, '').length >= MIN_TEXT_CHARS) {
    return textLayerDocument(text, pages.length);
  }
  // a scanned PDF: its pages are pictures, so read them by OCR, the next page prepared while
  // one is with the OCR engine
  const read: Awaited<ReturnType<typeof readImagePage>>[] = [];
  let total = 0;
  const readPage = ({ image, pages: n }: { image: GrayImage; pages: number }) => {
    if (total === 0) onProgress({ read: 0, pages: n });
    total = n;
    return readImagePage(image);
  };
  const drawn = scannedPageImages(bytes, pages.length);
  for await (const page of readAhead(drawn, readPage, SCANNED_PAGES_AT_ONCE)) {
    read.push(page);
    onProgress({ read: read.length, pages: total });
  }
  // the OCR engines' memory has grown with every page: given back before the text is assembled,
  // so a long scan's peak is one of the two, not both (the next photo starts them again, ~1 s)
  if (read.length > 1) await closeOcr();
  return ocrDocument(read);
}

async function photoText(bytes: Uint8Array, mediaType: ReportMediaType): Promise<ReadDocument> {
  const image = mediaType === 'image/png' ? decodePng(bytes) : decodeJpeg(bytes);
  return ocrDocument([await readImagePage(image)]);
}

/**
 * Text → the upload result. `read` says how the text was read (a digital text layer when
 * absent: tests and `npm run extract -- --text`).
 */
export function fromText(rawText: string, read?: ReadDocument): ExtractedReport {
  const doc = buildDocument(rawText);
  const report = assembleReport(doc, geneDictionary());
  return judgeDocument(doc, report, read ?? textLayerDocument(rawText, 1));
}
