import { type Paragraph, type Span, unitAround } from '../document.ts';

/** Where a mention stands: its table row (a line of cells) or else its sentence. */
export interface Unit extends Span {
  isRow: boolean;
}

export function cellsOf(line: string): string[] {
  return line
    .split(/ {3,}/)
    .map((c) => c.trim())
    .filter(Boolean);
}

export function unitOf(paragraph: Paragraph, position: number): Unit {
  const span = unitAround(paragraph.text, position);
  const isRow = !span.text.includes('\n') && cellsOf(span.text).length >= 2;
  return { ...span, isRow };
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
