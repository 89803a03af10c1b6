import type { Context } from '../context.ts';
import { withoutNegated } from '../finding-rules.ts';
import { contextTexts } from './annotations.ts';

const MODES: [RegExp, string][] = [
  [/\bautosomal[\s-]+dominant\b/i, 'Autosomal dominant'],
  [/\bautosomal[\s-]+recessive\b/i, 'Autosomal recessive'],
  [/\bX[\s-]?linked[\s-]+dominant\b/i, 'X-linked dominant'],
  [/\bX[\s-]?linked[\s-]+recessive\b/i, 'X-linked recessive'],
  [/\bX[\s-]?linked\b/i, 'X-linked'],
  [/\bY[\s-]?linked\b/i, 'Y-linked'],
  [
    /\bmitochondrial\s+(?:inheritance|disorder|disease)|\bmaternal(?:ly)?\s+inherit/i,
    'Mitochondrial',
  ],
];

/** A table cell holding the short form: "AD", "AR", "XL", "XLR", "XLD". */
const CELL: Record<string, string> = {
  AD: 'Autosomal dominant',
  AR: 'Autosomal recessive',
  XL: 'X-linked',
  XLR: 'X-linked recessive',
  XLD: 'X-linked dominant',
};

function modesIn(text: string): string[] {
  const out = new Set<string>();
  for (const cell of text.split(/ {3,}|\n/)) {
    const mode = CELL[cell.trim()];
    if (mode) out.add(mode);
  }
  for (const [re, mode] of MODES) if (re.test(text)) out.add(mode);
  // "X-linked" is implied by "X-linked recessive"
  if (out.has('X-linked') && [...out].some((m) => m.startsWith('X-linked ')))
    out.delete('X-linked');
  return [...out];
}

/**
 * How the report says the variant's condition is inherited: its own row or sentence first,
 * then the paragraphs about it only; none when those name two modes (a gene with both).
 */
export function recordInheritance(ctx: Context): string | undefined {
  for (const texts of [ctx.units.map((u) => u.text), contextTexts(ctx)]) {
    const modes = new Set(texts.flatMap((t) => modesIn(withoutNegated(t))));
    if (modes.size === 1) return [...modes][0];
    if (modes.size > 1) return undefined;
  }
  return undefined;
}
