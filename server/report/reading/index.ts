import type { Reading } from '../../../contract/report.ts';
import type { GrayImage } from '../gray-image.ts';
import { scaleForOcr, straighten } from '../image-preprocess.ts';
import { ocrImage } from '../ocr.ts';
import { imageSignals } from './image-signals.ts';
import { judgePage, type PageVerdict } from './page-verdict.ts';
import { textQuality } from './text-quality.ts';
import { uprightPage } from './upright.ts';

/** A document's text with the judgement of how well it was read. */
export interface ReadDocument {
  text: string;
  /** Pages read (1 for a photo). */
  pages: number;
  reading: Reading;
  /** The reading is good enough to trust an empty result. */
  readable: boolean;
  /** Some page shows text at all (a photo of an object shows none). */
  hasText: boolean;
  /** OCR pages only: what each page's image suggests would spoil its reading. */
  suspects?: Reading['unreadable_pages'];
}

/** One photo or scanned page: turned upright and level, measured, read by OCR and judged. */
export async function readImagePage(
  taken: GrayImage,
): Promise<{ text: string; verdict: PageVerdict }> {
  const image = await uprightPage(taken);
  const straight = straighten(image);
  const signals = imageSignals(image, straight);
  const ocr = await ocrImage(scaleForOcr(straight, signals.linePitch));
  return { text: ocr.text, verdict: judgePage(signals, ocr) };
}

/** Pages read by OCR, in order: the document is readable when every page with text is. */
export function ocrDocument(pages: { text: string; verdict: PageVerdict }[]): ReadDocument {
  const unreadable = pages.flatMap((p, i) =>
    p.verdict.readable || !p.verdict.reason ? [] : [{ page: i + 1, reason: p.verdict.reason }],
  );
  const reading: Reading = { source: 'ocr', pages: pages.length, unreadable_pages: unreadable };
  const first = unreadable[0];
  if (first) reading.reason = first.reason;
  return {
    text: pages.map((p) => p.text).join('\n\n'),
    pages: pages.length,
    reading,
    readable: unreadable.length === 0,
    hasText: pages.some((p) => p.verdict.hasText),
    suspects: pages.map((p, i) => ({ page: i + 1, reason: p.verdict.suspect })),
  };
}

/** Share of real words under which a text layer is garbled (fonts without a character map). */
const GARBLED_WORD_RATE = 0.45;

/** A PDF's own text layer: read as written, unless its words are not words. */
export function textLayerDocument(text: string, pages: number): ReadDocument {
  const quality = textQuality(text);
  const garbled = quality.tokens >= 40 && quality.wordRate < GARBLED_WORD_RATE;
  const reading: Reading = { source: 'text', pages, unreadable_pages: [] };
  if (garbled) reading.reason = 'unclear';
  return { text, pages, reading, readable: !garbled, hasText: quality.chars > 0 };
}

/**
 * An OCR reading that found no finding where the report says there is one (its result statement
 * is positive, carrier or uncertain), or found only findings it could not confirm, failed on the
 * part that matters: it is not readable, whatever the page's words looked like.
 */
export function missedFindings(read: ReadDocument): ReadDocument {
  if (read.reading.source !== 'ocr' || !read.readable) return read;
  const unreadable = read.pages === 1 && read.suspects ? read.suspects : [];
  const reason = read.suspects?.find((s) => s.reason !== 'unclear')?.reason ?? 'unclear';
  return {
    ...read,
    readable: false,
    reading: { ...read.reading, unreadable_pages: unreadable, reason },
  };
}
