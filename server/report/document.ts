import type { Line } from './layout.ts';
import { lineText } from './layout.ts';
import { normaliseText } from './normalise.ts';

export type SectionKind = 'main' | 'methods' | 'references' | 'gene-list';

export interface Paragraph {
  /** Normalised text; lines separated by "\n", table cells by three or more spaces. */
  text: string;
  section: SectionKind;
  index: number;
}

export interface ReportDocument {
  rawText: string;
  paragraphs: Paragraph[];
}

const REFERENCES_HEADING = /^(?:\d+\.?\s*)?(?:references?|bibliography|citations?|literature)\b/i;
const GENE_LIST_HEADING =
  /^(?:genes?\s+(?:analy[sz]ed|tested|included|targeted|sequenced|on\s+(?:this|the)\s+panel)|(?:analy[sz]ed|tested|targeted)\s+genes?|gene\s+list|panel\s+summary)\b/i;
/** Anywhere in a heading: "Test Methodology", "Test Limitations", "Methods and limitations". */
const EXCLUDED_HEADING =
  /\b(?:methods?|methodology|limitations?|disclaimers?|background|assay|analytical|technical|performance)\b/i;
const MAIN_HEADING =
  /^(?:interpretation|results?|findings?|variants?|additional\s+findings|recommendations?|summary|clinical|family|comments?|conclusions?|diagnos\w*|report|all\s+conditions|condition|secondary|incidental|genetic\s+counsel)|\b(?:results?|findings?|interpretation|summary|variant\s+details?)$/i;
/** A paragraph that opens with such a label is method text, whatever section it is in. */
const METHOD_LABEL =
  /^(?:methods?|methodology|limitations?|cautions?|disclaimers?|(?:variants?|mutations?|alleles?)\s+(?:tested|analy[sz]ed|screened|included|assessed)|test\s+(?:methods?|limitations?))\s*:/i;

export function isHeadingLike(line: string): boolean {
  const t = line.trim();
  if (t.length === 0 || t.length > 60 || /[.:;,]$/.test(t)) return false;
  return t.split(/\s+/).length <= 7 && /^[A-Z0-9]/.test(t);
}

function sectionOf(firstLine: string, current: SectionKind): SectionKind {
  const t = firstLine.trim();
  if (!isHeadingLike(t)) return current;
  if (REFERENCES_HEADING.test(t)) return 'references';
  if (GENE_LIST_HEADING.test(t)) return 'gene-list';
  if (EXCLUDED_HEADING.test(t)) return 'methods';
  if (MAIN_HEADING.test(t)) return 'main';
  return current;
}

const PARAGRAPH_GAP = 1.75;
/** Rows of one table stay one paragraph even when the table spaces its rows widely. */
const TABLE_ROW_GAP = 4.5;

function isSameTable(prev: Line | undefined, line: Line): boolean {
  if (!prev || prev.cells.length < 2 || line.cells.length < 2) return false;
  return Math.max(prev.cells.length, line.cells.length) >= 3 && line.gapBefore <= TABLE_ROW_GAP;
}

function startsParagraph(prev: Line | undefined, line: Line, text: string): boolean {
  if (!prev) return false;
  if (line.page !== prev.page || line.gapBefore < 0) return true;
  if (line.gapBefore > PARAGRAPH_GAP) return !isSameTable(prev, line);
  return isHeadingLike(text) && text === text.toUpperCase() && /[A-Z]{3}/.test(text);
}

/** Groups positioned lines into paragraphs (blank line between them in the text). */
export function linesToText(lines: Line[]): string {
  const out: string[] = [];
  lines.forEach((line, i) => {
    const text = lineText(line);
    if (startsParagraph(lines[i - 1], line, text)) out.push('');
    out.push(text);
  });
  return out.join('\n');
}

/** Builds the paragraph/section view from text whose paragraphs are separated by blank lines. */
/** Normalisation works on pieces of at most this many characters (split at line ends). */
const NORMALISE_CHUNK = 20_000;

/**
 * Normalises block by block: whole reports run to hundreds of thousands of characters, and
 * nothing the normaliser joins (a word or an HGVS broken at a line end) spans a blank line.
 */
function normaliseBlock(block: string): string {
  if (block.length <= NORMALISE_CHUNK) return normaliseText(block).text;
  const pieces: string[] = [];
  let piece = '';
  for (const line of block.split('\n')) {
    if (piece && piece.length + line.length > NORMALISE_CHUNK) {
      pieces.push(normaliseText(piece).text);
      piece = '';
    }
    piece = piece ? `${piece}\n${line}` : line;
  }
  pieces.push(normaliseText(piece).text);
  return pieces.join('\n');
}

export function buildDocument(rawText: string): ReportDocument {
  const blocks = rawText
    .split(/\n[ \t]*\n+/)
    .map((b) => normaliseBlock(b).replace(/^\n+|\n+$/g, ''));
  const paragraphs: Paragraph[] = [];
  let section: SectionKind = 'main';
  for (const block of blocks) {
    if (!block.trim()) continue;
    const lines = block.split('\n');
    // a heading glued to the top of its paragraph still opens a section
    section = sectionOf(lines[0] ?? '', section);
    const own = METHOD_LABEL.test(lines[0]?.trim() ?? '') ? 'methods' : section;
    paragraphs.push({ text: block, section: own, index: paragraphs.length });
  }
  return { rawText, paragraphs };
}

const ABBREVIATION_BEFORE_DOT =
  /(?:\bet al|\be\.g|\bi\.e|\bvs|\bDr|\bNo|\bapprox|\bFig|\bRef|\bSt|\b[A-Z])$/;

export interface Span {
  start: number;
  end: number;
  text: string;
}

/** Sentence spans inside a paragraph (line breaks count as spaces). */
/** Bullet glyphs that start list items (PDF fonts often use the private-use U+F0B7). */
const BULLET = '[\\uf0b7\\u2022\\u25aa\\u25cf\\u25e6\\u00b7]';

export function sentences(paragraphText: string): Span[] {
  const flat = paragraphText.replace(/\n/g, ' ');
  const spans: Span[] = [];
  let start = 0;
  // a sentence ends at . ! ? before a capital (or an HGVS), and before a list bullet
  const boundary = new RegExp(
    `[.!?](?=\\s+${BULLET}?\\s*(?:[A-Z0-9([]|[cgmnrp]\\.))|\\s(?=${BULLET}\\s)`,
    'g',
  );
  for (let m = boundary.exec(flat); m; m = boundary.exec(flat)) {
    const before = flat.slice(start, m.index);
    if (m[0] !== ' ' && ABBREVIATION_BEFORE_DOT.test(before)) continue;
    const end = m[0] === ' ' ? m.index : m.index + 1;
    if (end > start) spans.push({ start, end, text: flat.slice(start, end) });
    start = m.index + 1;
    while (start < flat.length && /[ \uf0b7\u2022\u25aa\u25cf\u25e6\u00b7]/.test(flat[start] ?? ''))
      start++;
  }
  if (start < flat.length) spans.push({ start, end: flat.length, text: flat.slice(start) });
  return spans;
}
