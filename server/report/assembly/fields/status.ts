import type { Span } from '../../document.ts';
import { findClassifications, findZygosity } from '../../identifiers.ts';
import type { Context } from '../context.ts';
import type { VariantGroup } from '../group-variants.ts';
import type { Located } from '../locate.ts';
import { isDna } from '../variant-keys.ts';
import { statusInUnit } from './row-status.ts';

/** Where the DNA changes of a mention's row or sentence start (each one a row of its own). */
const anchorsOf = (l: Located) =>
  l.neighbours.filter((m) => m.kind === 'hgvs' && isDna(m)).map((m) => m.start - l.unit.start);

/** Wording a lab uses instead of the five-tier scale, kept as written. */
const OTHER_CLASSES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\brisk\s+allele\b/i, () => 'Risk allele'],
  [/\btier\s*(I{1,3}V?|[1-4])\b/i, (m) => `Tier ${(m[1] ?? '').toUpperCase()}`],
  [
    /\b(clonal\s+marker|diagnostic|prognostic|drug\s+target|drug\s+resistance|mrd\s+marker)\b/i,
    (m) => (m[1] ?? '').toLowerCase().replace(/^\w/, (c) => c.toUpperCase()),
  ],
];

function otherClass(text: string): string | undefined {
  for (const [re, label] of OTHER_CLASSES) {
    const m = text.match(re);
    if (m) return label(m);
  }
  return undefined;
}

/** Classification and zygosity: the finding's own row or sentence first, then its context. */
export function recordStatus(g: VariantGroup, ctx: Context) {
  let classification: string | undefined;
  let zygosity: string | undefined;
  const stated = g.mentions.filter((l) => l.role === 'finding');
  // a genotype written with the rsID ("rs6025 AG") says it itself
  zygosity = stated.find((l) => l.mention.zygosity)?.mention.zygosity;
  for (const l of stated) {
    const at = l.mention.start - l.unit.start;
    const anchors = anchorsOf(l);
    const span = { start: at, end: l.mention.end - l.unit.start };
    classification ??= statusInUnit(findClassifications(l.unit.text), span, anchors, l.unit.text);
    zygosity ??= statusInUnit(findZygosity(l.unit.text), span, anchors, l.unit.text);
  }
  const later: Span[] = [...ctx.owned, ...ctx.near].map((p) => ({
    start: 0,
    end: 0,
    text: p.text,
  }));
  for (const p of ctx.owned) {
    classification ??= findClassifications(p.text)[0]?.value;
    zygosity ??= findZygosity(p.text)[0]?.value;
  }
  for (const s of ctx.about) zygosity ??= findZygosity(s)[0]?.value;
  for (const p of later) {
    classification ??= findClassifications(p.text)[0]?.value;
    zygosity ??= findZygosity(p.text)[0]?.value;
  }
  for (const l of stated) classification ??= otherClass(l.unit.text);
  return { classification, zygosity };
}
