import { type Paragraph, type Span, sentences } from '../document.ts';

/** Where a mention stands: its table row (a line of cells) or else its sentence. */
export interface Unit extends Span {
  isRow: boolean;
}

/** A list bullet opening a line ("•", "▪", a Symbol-font glyph): not a table cell. */
const LEADING_BULLET = /^\s*[\u2022\u2023\u2043\u00b7\u25a0-\u25ff\ue000-\uf8ff](?=\s)/;

export function cellsOf(line: string): string[] {
  return line
    .replace(LEADING_BULLET, '')
    .split(/ {3,}/)
    .map((c) => c.trim())
    .filter(Boolean);
}

const sentenceCache = new WeakMap<Paragraph, Span[]>();

function sentencesOf(paragraph: Paragraph): Span[] {
  let cached = sentenceCache.get(paragraph);
  if (!cached) {
    cached = sentences(paragraph.text);
    sentenceCache.set(paragraph, cached);
  }
  return cached;
}

/**
 * The row (a line of cells) or else the sentence around a position. OCR loses the wide gaps
 * between cells: a "sentence" that spans the rows of two DNA changes is a table, so its line
 * is the unit. `dnaStarts` are the positions of the paragraph's DNA descriptions.
 */
export function unitOf(paragraph: Paragraph, position: number, dnaStarts: number[] = []): Unit {
  const text = paragraph.text;
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  const lineEndRaw = text.indexOf('\n', position);
  const lineEnd = lineEndRaw < 0 ? text.length : lineEndRaw;
  const line: Unit = {
    start: lineStart,
    end: lineEnd,
    text: text.slice(lineStart, lineEnd),
    isRow: false,
  };
  if (cellsOf(line.text).length >= 2) return { ...line, isRow: true };
  const sentence = sentencesOf(paragraph).find((s) => position >= s.start && position < s.end);
  if (!sentence) return line;
  const dnaInside = dnaStarts.filter((d) => d >= sentence.start && d < sentence.end).length;
  return dnaInside > 1 && sentence.text.length > line.text.length
    ? line
    : { ...sentence, isRow: false };
}

/** The lines of a paragraph with their start offsets. */
export function linesOf(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    out.push({ start, end: start + line.length, text: line });
    start += line.length + 1;
  }
  return out;
}

/** Up to `max` characters of the unit, cut at word boundaries around the mention. */
export function snippetOf(unit: Span, position: number, max = 240): string {
  const flat = unit.text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const at = Math.max(0, position - unit.start);
  const from = Math.max(0, Math.min(at - max / 3, flat.length - max));
  const cut = flat.slice(from, from + max);
  return `${from > 0 ? '…' : ''}${cut.replace(/^\S*\s/, from > 0 ? '' : '$&').trim()}${from + max < flat.length ? '…' : ''}`;
}
