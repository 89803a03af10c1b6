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
  const found: { at: number; text: string }[] = [];
  const place = (paragraph: number, position: number) => paragraph * 1e7 + position;
  for (const l of located) {
    if (isVariantMention(l) && !used.has(l))
      found.push({ at: place(l.paragraph.index, l.mention.start), text: l.mention.text.trim() });
  }
  for (const p of doc.paragraphs) {
    const covered = located.filter((l) => l.paragraph === p);
    for (const m of p.text.matchAll(LOOKS_LIKE_VARIANT)) {
      const start = m.index ?? 0;
      if (!covered.some((l) => l.mention.start <= start && start < l.mention.end))
        found.push({ at: place(p.index, start), text: m[0] });
    }
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((f) => f.text);
  return [...new Set(ordered)].slice(0, MAX_STRINGS);
}
