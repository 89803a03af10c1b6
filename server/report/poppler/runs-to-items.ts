import { CELL_GAP_EMS } from '../layout.ts';
import type { PdfPage, PositionedItem } from '../pdf-page.ts';
import { firstAtLeast } from '../sorted-search.ts';
import type { PopplerWord } from './tsv-words.ts';
import type { PopplerRun, PopplerRunPage } from './xml-runs.ts';

/**
 * pdf.js places a run on its baseline; Poppler gives its box, which reaches below the baseline
 * by the font's descent, about a fifth of the size in text fonts. Without this, a large heading
 * and small text beside it fall into one row where pdf.js keeps two.
 */
const DESCENT_EMS = 0.22;
/** How far a word may stick out of its run's box (rounding of the two outputs). */
const SLACK = 0.5;

function wordsOf(run: PopplerRun, words: PopplerWord[]): PopplerWord[] {
  const inside: PopplerWord[] = [];
  for (let k = firstAtLeast(words, run.bottom, (word) => word.middle); k < words.length; k++) {
    const word = words[k] as PopplerWord;
    if (word.middle > run.top) break;
    if (word.left >= run.x - SLACK && word.right <= run.x + run.width + SLACK) inside.push(word);
  }
  return inside.sort((a, b) => a.left - b.left);
}

function item(run: PopplerRun, str: string, x: number, width: number): PositionedItem {
  return { str, x, y: run.bottom + run.size * DESCENT_EMS, width, height: run.size };
}

/**
 * pdftohtml joins runs on a line whose gap is narrower than their box height, about 1.2 em;
 * the layout splits cells at one em. A run whose words show a gap wider than that is cut
 * there, so table cells come apart where pdf.js's runs would.
 */
function splitAtCellGaps(run: PopplerRun, words: PopplerWord[]): PositionedItem[] {
  const inside = wordsOf(run, words);
  const parts: PopplerWord[][] = [];
  for (const word of inside) {
    const part = parts.at(-1);
    const last = part?.at(-1);
    if (part && last && word.left - last.right <= run.size * CELL_GAP_EMS) part.push(word);
    else parts.push([word]);
  }
  if (parts.length < 2) return [item(run, run.str, run.x, run.width)];
  return parts.map((part) => {
    const first = part[0] as PopplerWord;
    const last = part.at(-1) as PopplerWord;
    return item(run, part.map((w) => w.str).join(' '), first.left, last.right - first.left);
  });
}

/** Pages in pdf.js's terms (runs on baselines, font-size heights) from Poppler's two outputs. */
export function pagesFromPoppler(
  runPages: PopplerRunPage[],
  wordPages: PopplerWord[][],
): PdfPage[] {
  return runPages.map((page, index) => ({
    items: page.runs.flatMap((run) => splitAtCellGaps(run, wordPages[index] ?? [])),
    width: page.width,
    height: page.height,
  }));
}
