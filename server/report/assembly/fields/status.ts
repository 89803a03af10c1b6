import type { Span } from '../../document.ts';
import { type Found, findClassifications, findZygosity } from '../../identifiers.ts';
import type { Context } from '../context.ts';
import type { VariantGroup } from '../group-variants.ts';

/** Wording a lab uses instead of the five-tier scale, kept as written. */
const OTHER_CLASSES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\brisk\s+allele\b/i, () => 'Risk allele'],
  [/\btier\s*(I{1,3}V?|[1-4])\b/i, (m) => `Tier ${(m[1] ?? '').toUpperCase()}`],
  [
    /\b(clonal\s+marker|diagnostic|prognostic|drug\s+target|drug\s+resistance|mrd\s+marker)\b/i,
    (m) => (m[1] ?? '').toLowerCase().replace(/^\w/, (c) => c.toUpperCase()),
  ],
];

function nearest<T>(found: Found<T>[], position: number): T | undefined {
  let best: Found<T> | undefined;
  for (const f of found) {
    if (!best || Math.abs(f.index - position) < Math.abs(best.index - position)) best = f;
  }
  return best?.value;
}

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
    classification ??= nearest(findClassifications(l.unit.text), at);
    zygosity ??= nearest(findZygosity(l.unit.text), at);
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
