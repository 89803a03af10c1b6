import type { Found } from '../identifiers.ts';

/**
 * A results table OCR flattened into one line ("Gene Exon Base … Interpretation ERCC5 c.190A>G
 * p.Lys64Glu homozygous Likely pathogenic KMT2D c.16026G>C …"): which side of its variant a
 * column (a status, a gene) stands, and the value on that side that is the variant's own.
 */
export type Side = 'after' | 'before';

/** The mention whose value is wanted, as offsets into its unit. */
export interface At {
  start: number;
  end: number;
}

const VARIANT_TITLE =
  /\b(?:variants?|base|dna|nucleotides?|hgvs|mutations?|alterations?|information|amino)\b/gi;

/** Words of a results table's column titles. */
const TITLE =
  /\b(?:genes?|exons?|variants?|base|dna|nucleotides?|hgvs|mutations?|alterations?|information|amino|acid|protein|zygosity|interpretations?|classifications?|significance)\b/gi;

const firstIndex = (re: RegExp, text: string) => [...text.matchAll(re)][0]?.index ?? -1;

/**
 * Which side of its variant a table writes a column whose titles `own` matches, from the column
 * titles written just before the first variant of a flattened line ("Gene Exon Base Amino
 * Zygosity Interpretation"): three titles or more after the last colon, the first such title
 * after the first variant title or before it; else unknown.
 */
export function sideFromTitles(head: string, own: RegExp): Side | undefined {
  const tail = head.split(':').at(-1) ?? '';
  if ((tail.match(TITLE) ?? []).length < 3) return undefined;
  const column = firstIndex(own, tail);
  const variant = firstIndex(VARIANT_TITLE, tail);
  if (column < 0 || variant < 0) return undefined;
  return column > variant ? 'after' : 'before';
}

/**
 * The last run of three or more column titles in a row, nothing between them ("Gene Exon Base
 * Amino Zygosity"): what tells a flattened table's header from prose that happens to use the
 * words ("these variants … the ERCC5 gene … amino acid").
 */
export function titleRun(head: string): string {
  const words = head.split(/\s+/);
  const isTitle = (w: string) => new RegExp(`^${TITLE.source}$`, 'i').test(w);
  let run: string[] = [];
  let last = '';
  for (const w of [...words, '']) {
    if (isTitle(w)) {
      run.push(w);
      continue;
    }
    if (run.length >= 3) last = run.join(' ');
    run = [];
  }
  return last;
}

/** Which side of its variant each value stands, from their counts alone (one per variant). */
export function sideFromCounts<T>(found: Found<T>[], anchors: number[]): Side | undefined {
  const between = (from: number, to: number) =>
    found.filter((f) => f.index >= from && f.index < to).length;
  const bounds = [Number.NEGATIVE_INFINITY, ...anchors, Number.POSITIVE_INFINITY];
  const counts = bounds.slice(1).map((to, i) => between(bounds[i] as number, to));
  if (counts[0] === 0 && counts.slice(1).every((n) => n === 1)) return 'after';
  if (counts.at(-1) === 0 && counts.slice(0, -1).every((n) => n === 1)) return 'before';
  return undefined;
}

/** Another DNA change could stand between a variant and a value ("…C>T", "c.5"). */
const OTHER_CHANGE = />|\b[cgCG][.,]\s?[\dIlO|]/;

/** The value on `side` of the mention, unless another variant's row could stand between. */
export function onSide<T>(found: Found<T>[], at: At, side: Side, anchors: number[], text: string) {
  const f =
    side === 'after'
      ? found.find((x) => x.index >= at.end)
      : found.findLast((x) => x.index < at.start);
  if (!f) return undefined;
  const [from, to] = side === 'after' ? [at.end, f.index] : [f.index + f.length, at.start];
  if (anchors.some((a) => a > from && a < to)) return undefined;
  const gap = text.slice(from, to).replace(/\bp[.,]?\s?\(?[A-Z][a-z]{2}\S*/g, '');
  return OTHER_CHANGE.test(gap) ? undefined : f.value;
}
