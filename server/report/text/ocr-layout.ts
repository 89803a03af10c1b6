import type { Line } from '../layout.ts';
import { groupIntoRows, layoutRows } from '../layout.ts';
import type { PositionedItem } from '../pdf-page.ts';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
/** The part of tesseract.js's block output this module reads. */
export interface OcrLine {
  words: { text: string; bbox: Box; confidence?: number }[];
}
export interface OcrBlock {
  paragraphs: { lines: OcrLine[] }[];
}

/** A wrapped table cell sits about half a line off its row: it must not join the row here. */
const OCR_ROW_TOLERANCE = 0.3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The words of one OCR line as positioned items in PDF orientation (y grows upwards), so the
 * layout step that rebuilds rows, cells and wrapped cells for PDFs reads photos the same way.
 * Each word keeps its own height: OCR puts a wrapped cell half a line off its row into the
 * row's line, and the row grouping must see that offset.
 */
function lineItems(line: OcrLine, top: number, pageHeight: number): PositionedItem[] {
  const words = line.words.filter((w) => w.text.trim() !== '');
  const height = median(words.map((w) => w.bbox.y1 - w.bbox.y0)) || 10;
  return words.map((w) => ({
    str: w.text,
    x: w.bbox.x0,
    y: pageHeight - (top + (w.bbox.y0 + w.bbox.y1) / 2),
    width: w.bbox.x1 - w.bbox.x0,
    height,
  }));
}

/** A band of the page read by OCR, and where it starts on the page. */
export interface OcrBand {
  top: number;
  blocks: OcrBlock[];
}

/** One word OCR read, on the page it read (prepared image coordinates), with its confidence. */
export interface OcrWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Every word of the bands, placed on the whole page. */
export function ocrWords(bands: OcrBand[]): OcrWord[] {
  return bands.flatMap((band) =>
    band.blocks.flatMap((b) =>
      b.paragraphs.flatMap((p) =>
        p.lines.flatMap((l) =>
          l.words
            .filter((w) => w.text.trim() !== '')
            .map((w) => ({
              text: w.text,
              confidence: w.confidence ?? 0,
              x0: w.bbox.x0,
              y0: band.top + w.bbox.y0,
              x1: w.bbox.x1,
              y1: band.top + w.bbox.y1,
            })),
        ),
      ),
    ),
  );
}

/** Lines of this many words or more measure how tall the page's text is. */
const MIN_MEASURED_WORDS = 3;
/** Bounds of the text-size factor: a page of odd lines must not merge or split everything. */
const TEXT_SIZE_FACTOR = { min: 1, max: 1.6 };

/**
 * How much taller a line of the page's text is (its first ascender to its last descender: the
 * type size a PDF item's height gives) than its median word box. A word box holds only the
 * word's own letters ("was" is x-height tall), so word boxes put the lines of a paragraph ~1.3
 * line heights further apart than in the PDF of the same page: every other line a new paragraph.
 */
function textSizeFactor(bands: OcrBand[]): number {
  const ratios: number[] = [];
  for (const band of bands)
    for (const b of band.blocks)
      for (const p of b.paragraphs)
        for (const l of p.lines) {
          const words = l.words.filter((w) => w.text.trim() !== '');
          if (words.length < MIN_MEASURED_WORDS) continue;
          const extent =
            Math.max(...words.map((w) => w.bbox.y1)) - Math.min(...words.map((w) => w.bbox.y0));
          const word = median(words.map((w) => w.bbox.y1 - w.bbox.y0));
          if (word > 0) ratios.push(extent / word);
        }
  if (ratios.length === 0) return 1;
  return Math.min(TEXT_SIZE_FACTOR.max, Math.max(TEXT_SIZE_FACTOR.min, median(ratios)));
}

/**
 * Lines of cells from OCR output. Words of one OCR line share its baseline; lines at one height
 * (two columns, a table row read in pieces) become one row, as PDF items do. Line heights are
 * then given in the page's type size, so paragraphs are told apart as in the PDF.
 */
export function ocrLines(bands: OcrBand[], pageWidth: number, pageHeight: number): Line[] {
  const items = bands.flatMap((band) =>
    band.blocks.flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.flatMap((l) => lineItems(l, band.top, pageHeight))),
    ),
  );
  // OCR already separates text columns into blocks; a gutter search would split table columns
  const lines = layoutRows(groupIntoRows(items, OCR_ROW_TOLERANCE), pageWidth, 0, {
    columns: false,
  });
  // word boxes group rows and split cells (their gaps are in word-box units); only the
  // distance between lines is read in type size
  const factor = textSizeFactor(bands);
  return lines.map((l) => ({
    ...l,
    height: l.height * factor,
    gapBefore: l.gapBefore > 0 && l.gapBefore < 99 ? l.gapBefore / factor : l.gapBefore,
  }));
}
