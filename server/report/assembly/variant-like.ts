import type { ListedCode } from '../../../contract/report.ts';
import type { Paragraph, ReportDocument } from '../document.ts';
import type { Role } from './finding-rules.ts';
import { isVariantMention, type Located } from './locate.ts';

const MAX_STRINGS = 50;

/**
 * Text that looks like variant notation though nothing recognised it whole: "c.16O1G>A",
 * "€.205G>T", "p Arg534Cin". A genetic report rarely holds such strings by chance.
 */
const LOOKS_LIKE_VARIANT =
  /(?<![\w.])(?:[cgmnrp]\s?\.\s?[-*(]?[0-9OIlS][\w*+\->_()?]{2,40}|[€¢©]\.\s?[-*]?\d[\w*+\->_]{2,40}|\d{2,6}[ACGT]\s?>\s?[ACGT])(?![\w>])/g;

const PLACE_OF_SECTION: Record<Paragraph['section'], ListedCode['where'] | undefined> = {
  main: undefined,
  methods: 'methods',
  references: 'references',
  'gene-list': 'gene_list',
};

const PLACE_OF_ROLE: Partial<Record<Role, ListedCode['where']>> = {
  method: 'methods',
  negated: 'not_detected',
  example: 'example',
  list: 'tested_list',
};

/** Where a string stands when the report names it as something other than a finding. */
function placeOf(paragraph: Paragraph, role?: Role): ListedCode['where'] | undefined {
  return PLACE_OF_SECTION[paragraph.section] ?? (role ? PLACE_OF_ROLE[role] : undefined);
}

export interface NotFindings {
  /** Strings that may be findings the engine could not read or confirm as stated. */
  variantLike: string[];
  /** Codes the report names in methods, gene lists, examples or "not detected" statements. */
  listed: ListedCode[];
}

/**
 * Variant-like strings of the report that are not findings. Those the report names in
 * methods, limitations, gene lists, examples, lists of tested variants or negated sentences are
 * `listed` with their place (the view's "Why are codes listed?"); the rest (notation the
 * recogniser could not read, mentions without a cue) are `variantLike`. A star allele stated
 * as the reference genotype is neither: it is a pharmacogenomic result.
 */
export function variantLikeStrings(
  doc: ReportDocument,
  located: Located[],
  used: Set<Located>,
): NotFindings {
  const found: { at: number; text: string; where?: ListedCode['where'] }[] = [];
  const place = (paragraph: number, position: number) => paragraph * 1e7 + position;
  for (const l of located) {
    if (!isVariantMention(l) || used.has(l) || l.role === 'reference') continue;
    found.push({
      at: place(l.paragraph.index, l.mention.start),
      text: l.mention.text.trim(),
      where: placeOf(l.paragraph, l.role),
    });
  }
  for (const p of doc.paragraphs) {
    const covered = located.filter((l) => l.paragraph === p);
    for (const m of p.text.matchAll(LOOKS_LIKE_VARIANT)) {
      const start = m.index ?? 0;
      if (!covered.some((l) => l.mention.start <= start && start < l.mention.end))
        found.push({ at: place(p.index, start), text: m[0], where: placeOf(p) });
    }
  }
  const ordered = found.sort((a, b) => a.at - b.at);
  const variantLike = [...new Set(ordered.filter((f) => !f.where).map((f) => f.text))];
  const seen = new Set<string>();
  const listed: ListedCode[] = [];
  for (const f of ordered) {
    if (!f.where || seen.has(f.text)) continue;
    seen.add(f.text);
    listed.push({ text: f.text, where: f.where });
  }
  return {
    variantLike: variantLike.slice(0, MAX_STRINGS),
    listed: listed.slice(0, MAX_STRINGS),
  };
}
