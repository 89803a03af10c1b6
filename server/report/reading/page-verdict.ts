import type { UnreadableReason } from '../../../contract/report.ts';
import type { OcrPage } from '../ocr.ts';
import type { OcrWord } from '../text/ocr-layout.ts';
import type { ImageSignals, Side } from './image-signals.ts';
import { type TextQuality, textQuality } from './text-quality.ts';

/** How one OCR-read page came out. */
export interface PageVerdict {
  /** The page shows text (rows of text in the image, or real words read). */
  hasText: boolean;
  readable: boolean;
  reason?: UnreadableReason;
  quality: TextQuality;
  /** Mean OCR confidence (0-100) of the words read, weighted by length. */
  confidence: number;
  /** The image side text runs off, when it does. */
  cutSide?: Side;
  /** What the image itself suggests would spoil a reading (also for a page read well). */
  suspect: UnreadableReason;
}

/** Thresholds measured on the development set (docs/report-extraction.md, "Reading check"). */
export const READING = {
  minWordRate: 0.62,
  minConfidence: 78,
  minRealWords: 8,
  /** Rows of text are seen when the autocorrelation at the line pitch reaches this. */
  textRowStrength: 0.1,
  /** Share of paper-bright pixels from which an image is a page. */
  pagePaperShare: 0.4,
  darkBrightness: 105,
  lowContrast: 70,
  /** Line pitch in original pixels under which text is too small to read. */
  smallPitch: 16,
  /** Edge width in original pixels, and against the line pitch, over which a page is blurred. */
  blurredEdge: 4,
  blurredEdgePerPitch: 0.12,
  /** Share of the image's width or height within which a word touches its edge. */
  edgeMargin: 0.012,
  cutLines: 3,
} as const;

function meanConfidence(words: OcrWord[]): number {
  let sum = 0;
  let weight = 0;
  for (const w of words) {
    const letters = w.text.replace(/[^A-Za-z0-9]/g, '').length;
    if (letters === 0) continue;
    sum += w.confidence * letters;
    weight += letters;
  }
  return weight ? sum / weight : 0;
}

const isSolid = (w: OcrWord) => w.text.replace(/[^A-Za-z0-9]/g, '').length >= 2;

/**
 * Text running off the photo: words of several lines touching one side, or paper running to a
 * side with text within two lines of it (a page photographed whole shows its margin, and the
 * desk, beyond its text). Coordinates are the OCR page's.
 */
function cutSide(words: OcrWord[], ocr: OcrPage, signals: ImageSignals): Side | undefined {
  const { width, height } = ocr;
  const mx = width * READING.edgeMargin;
  const solid = words.filter(isSolid);
  const lineHeight = median(solid.map((w) => w.y1 - w.y0)) || height / 60;
  const lines = (touching: OcrWord[]) =>
    new Set(touching.map((w) => Math.round((w.y0 + w.y1) / 2 / lineHeight))).size;
  if (lines(solid.filter((w) => w.x1 >= width - mx)) >= READING.cutLines) return 'right';
  if (lines(solid.filter((w) => w.x0 <= mx)) >= READING.cutLines) return 'left';
  const near = 2 * lineHeight;
  const reaches: Record<Side, (w: OcrWord) => boolean> = {
    left: (w) => w.x0 <= near,
    right: (w) => w.x1 >= width - near,
    top: (w) => w.y0 <= near,
    bottom: (w) => w.y1 >= height - near,
  };
  return signals.paperEdges.find((side) => solid.filter(reaches[side]).length >= READING.cutLines);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function likelyReason(s: ImageSignals): UnreadableReason {
  if (s.brightness < READING.darkBrightness || s.contrast < READING.lowContrast) return 'too_dark';
  if (s.linePitch > 0 && s.linePitch < READING.smallPitch) return 'too_small';
  if (
    s.edgeWidth > READING.blurredEdge ||
    (s.linePitch > 0 && s.edgeWidth / s.linePitch > READING.blurredEdgePerPitch)
  )
    return 'blurred';
  if (s.width < 900 && s.height < 900) return 'too_small';
  return 'unclear';
}

/** Judges the reading of one photo or scanned page from what OCR gave and how the image looks. */
export function judgePage(signals: ImageSignals, ocr: OcrPage): PageVerdict {
  const quality = textQuality(ocr.text);
  const confidence = meanConfidence(ocr.words);
  // a page: mostly paper with rows of ink (blurred rows still repeat), or real words read
  const page = signals.paperShare >= READING.pagePaperShare;
  const rows = signals.lineStrength >= READING.textRowStrength;
  const hasText =
    (page && (rows || ocr.words.length > 0)) || quality.realWords >= READING.minRealWords;
  const side = cutSide(ocr.words, ocr, signals);
  const suspect = side ? 'cut_off' : likelyReason(signals);
  const verdict: PageVerdict = { hasText, readable: true, quality, confidence, suspect };
  if (!hasText) return verdict;
  if (side) verdict.cutSide = side;
  const good =
    quality.wordRate >= READING.minWordRate &&
    confidence >= READING.minConfidence &&
    quality.realWords >= READING.minRealWords;
  if (!good) return { ...verdict, readable: false, reason: likelyReason(signals) };
  if (side) return { ...verdict, readable: false, reason: 'cut_off' };
  return verdict;
}
