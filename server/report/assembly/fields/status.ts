import type { ReportDocument, Span } from '../../document.ts';
import { type Found, findClassifications, findZygosity } from '../../identifiers.ts';
import type { Context } from '../context.ts';
import { blockStart } from '../detail-blocks.ts';
import type { VariantGroup } from '../group-variants.ts';
import type { Located } from '../locate.ts';
import { headerAbove, headingAbove } from '../results-table.ts';
import { cellsOf } from '../units.ts';
import { isDna } from '../variant-keys.ts';
import { writesOtherChange } from './other-changes.ts';
import { statusInUnit } from './row-status.ts';

/** Where the DNA changes of a mention's row or sentence start (each one a row of its own). */
const anchorsOf = (l: Located) =>
  l.neighbours.filter((m) => m.kind === 'hgvs' && isDna(m)).map((m) => m.start - l.unit.start);

/** Wording a lab uses instead of the five-tier scale, kept as written. */
const OTHER_CLASSES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\brisk\s+allele\b/i, () => 'Risk allele'],
  // Myriad's word for its highest class
  [/\bdeleterious\b/i, () => 'Deleterious'],
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

/**
 * The one status a neighbouring paragraph gives, none when it names several ("only pathogenic,
 * likely pathogenic or uncertain variants are reported"): it may speak of any variant.
 */
function unanimous<T>(found: Found<T>[]): T | undefined {
  return new Set(found.map((f) => f.value)).size === 1 ? found[0]?.value : undefined;
}

/** ACMG classes as a viewer's table abbreviates them in a classification column. */
const SHORT_CLASS: Record<string, string> = {
  P: 'Pathogenic',
  LP: 'Likely pathogenic',
  VUS: 'Uncertain significance',
  US: 'Uncertain significance',
  LB: 'Likely benign',
  B: 'Benign',
};
const CLASS_COLUMN = /\b(?:acmg|classification|class|significance|interpretation)\b/i;

/** "P", "LP", "VUS" in the row's cell under a classification column of its table's header. */
function abbreviatedClass(l: Located, doc: ReportDocument): string | undefined {
  if (!l.unit.isRow) return undefined;
  const header = headerAbove(doc, l.paragraph, l.unit.start);
  if (!header) return undefined;
  const titles = cellsOf(header);
  const cells = cellsOf(l.unit.text);
  if (titles.length !== cells.length) return undefined;
  const column = titles.findIndex((t) => CLASS_COLUMN.test(t));
  return column < 0 ? undefined : SHORT_CLASS[(cells[column] ?? '').toUpperCase()];
}

/** The one class a table's heading names ("Variants of uncertain significance"). */
function headingClass(l: Located, doc: ReportDocument): string | undefined {
  if (!l.unit.isRow) return undefined;
  const heading = headingAbove(doc, l.paragraph);
  return heading ? unanimous(findClassifications(heading)) : undefined;
}

/** "Homozygous deletion (copy number 0)": the zygosity of a copy-number change, not a variant's. */
const COPY_NUMBER_AFTER =
  /^\s*(?:deletions?|deleted|loss|duplications?|duplicated|amplifications?|copy)\b/i;

/** Zygosity words outside the finding's own row or sentence that speak of a sequence variant. */
const variantZygosity = (text: string) =>
  findZygosity(text).filter((f) => !COPY_NUMBER_AFTER.test(text.slice(f.index + f.length)));

/** Classification and zygosity: the finding's own row or sentence first, then its context. */
export function recordStatus(g: VariantGroup, ctx: Context, doc: ReportDocument) {
  let classification: string | undefined;
  let zygosity: string | undefined;
  // in reading order: the results table a report opens with before its details
  const stated = g.mentions
    .filter((l) => l.role === 'finding')
    .sort((a, b) => a.paragraph.index - b.paragraph.index || a.mention.start - b.mention.start);
  // a genotype written with the rsID ("rs6025 AG") says it itself
  zygosity = stated.find((l) => l.mention.zygosity)?.mention.zygosity;
  for (const l of stated) {
    const at = l.mention.start - l.unit.start;
    const from = blockStart(l.unit.text, at);
    const text = l.unit.text.slice(from);
    const anchors = anchorsOf(l)
      .filter((a) => a >= from)
      .map((a) => a - from);
    const span = { start: at - from, end: l.mention.end - l.unit.start - from };
    classification ??= statusInUnit(findClassifications(text), span, anchors, text);
    zygosity ??= statusInUnit(findZygosity(text), span, anchors, text);
  }
  const later: Span[] = [...ctx.owned, ...ctx.near].map((p) => ({
    start: 0,
    end: 0,
    text: p.text,
  }));
  for (const p of ctx.owned) {
    // a results table's other rows are other findings ("CDKN2A/B   homozygous deletion")
    const here = g.mentions.filter((l) => l.paragraph === p);
    if (here.length > 0 && here.every((l) => l.unit.isRow)) continue;
    // from the variant's own "Variant N of M" block on (the paragraph may open with the last)
    const first = here[0]?.mention.start ?? 0;
    const own = p.text.slice(blockStart(p.text, first));
    classification ??= findClassifications(own)[0]?.value;
    zygosity ??= variantZygosity(own)[0]?.value;
  }
  for (const b of ctx.blocks) {
    classification ??= findClassifications(b.text)[0]?.value;
    zygosity ??= variantZygosity(b.text)[0]?.value;
  }
  for (const s of ctx.about) zygosity ??= variantZygosity(s)[0]?.value;
  for (const p of later) {
    // a paragraph naming other changes gives its class to those ("Variants of uncertain
    // significance: ATM P1054R, KIT M541L" under a table of findings)
    if (!writesOtherChange(p.text, g, true))
      classification ??= unanimous(findClassifications(p.text));
    zygosity ??= variantZygosity(p.text)[0]?.value;
  }
  for (const l of stated) classification ??= otherClass(l.unit.text);
  for (const l of stated) classification ??= abbreviatedClass(l, doc) ?? headingClass(l, doc);
  return { classification, zygosity };
}
