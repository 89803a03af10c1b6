import type { ReportDocument } from '../document.ts';
import { isVariantMention, type Located } from './locate.ts';

const MAX_STRINGS = 50;

/**
 * Text that looks like variant notation though nothing recognised it whole: "c.16O1G>A",
 * "€.205G>T", "p Arg534Cin". A genetic report rarely holds such strings by chance.
 */
const LOOKS_LIKE_VARIANT =
  /(?<![\w.])(?:[cgmnrp]\s?\.\s?[-*(]?[0-9OIlS][\w*+\->_()?]{2,40}|[€¢©]\.\s?[-*]?\d[\w*+\->_]{2,40}|\d{2,6}[ACGT]\s?>\s?[ACGT])(?![\w>])/g;

/**
 * Variant-like strings of the report that are not findings: mentions in methods, lists,
 * examples and negated sentences, and notation the recogniser could not read. The result view
 * lists them when no variant was confirmed, instead of saying that none was found.
 */
export function variantLikeStrings(
  doc: ReportDocument,
  located: Located[],
  used: Set<Located>,
): string[] {
  const out = new Set<string>();
  for (const l of located) {
    if (isVariantMention(l) && !used.has(l)) out.add(l.mention.text.trim());
  }
  for (const p of doc.paragraphs) {
    const covered = located.filter((l) => l.paragraph === p);
    for (const m of p.text.matchAll(LOOKS_LIKE_VARIANT)) {
      const start = m.index ?? 0;
      const inside = covered.some((l) => l.mention.start <= start && start < l.mention.end);
      if (!inside) out.add(m[0]);
    }
  }
  return [...out].slice(0, MAX_STRINGS);
}
