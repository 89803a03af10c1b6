import type { Found } from '../../identifiers.ts';

type Side = 'after' | 'before';

/** The mention whose status is wanted, as offsets into its unit. */
export interface At {
  start: number;
  end: number;
}

const STATUS_TITLE = /\b(?:interpretations?|classifications?|significance|zygosity)\b/gi;
const VARIANT_TITLE =
  /\b(?:genes?|variants?|base|dna|nucleotides?|hgvs|mutations?|alterations?|information|amino)\b/gi;

const firstIndex = (re: RegExp, text: string) => [...text.matchAll(re)][0]?.index ?? -1;

/** Words of a results table's column titles. */
const TITLE =
  /\b(?:genes?|exons?|variants?|base|dna|nucleotides?|hgvs|mutations?|alterations?|information|amino|acid|protein|zygosity|interpretations?|classifications?|significance)\b/gi;

/**
 * Which side of its variant a table writes the status, from the column titles written just
 * before the first variant of a flattened line ("Gene Exon Base Amino Zygosity Interpretation"):
 * three titles or more after the last colon, the first status title after the first variant
 * title or before it; else unknown.
 */
export function statusSideFromTitles(head: string): Side | undefined {
  const tail = head.split(':').at(-1) ?? '';
  if ((tail.match(TITLE) ?? []).length < 3) return undefined;
  const status = firstIndex(STATUS_TITLE, tail);
  const variant = firstIndex(VARIANT_TITLE, tail);
  if (status < 0 || variant < 0) return undefined;
  return status > variant ? 'after' : 'before';
}

/** Which side of its variant each status stands, from their counts alone. */
function sideFromCounts<T>(found: Found<T>[], anchors: number[]): Side | undefined {
  const between = (from: number, to: number) =>
    found.filter((f) => f.index >= from && f.index < to).length;
  const bounds = [Number.NEGATIVE_INFINITY, ...anchors, Number.POSITIVE_INFINITY];
  const counts = bounds.slice(1).map((to, i) => between(bounds[i] as number, to));
  if (counts[0] === 0 && counts.slice(1).every((n) => n === 1)) return 'after';
  if (counts.at(-1) === 0 && counts.slice(0, -1).every((n) => n === 1)) return 'before';
  return undefined;
}

/** Another DNA change could stand between a variant and a status ("…C>T", "c.5"). */
const OTHER_CHANGE = />|\b[cgCG][.,]\s?[\dIlO|]/;

/** The status on `side` of the mention, unless another variant's row could stand between. */
function onSide<T>(found: Found<T>[], at: At, side: Side, anchors: number[], text: string) {
  const f =
    side === 'after'
      ? found.find((x) => x.index >= at.end)
      : found.findLast((x) => x.index < at.start);
  if (!f) return undefined;
  const [from, to] = side === 'after' ? [at.end, f.index] : [f.index, at.start];
  if (anchors.some((a) => a > from && a < to)) return undefined;
  const gap = text.slice(from, to).replace(/\bp[.,]?\s?\(?[A-Z][a-z]{2}\S*/g, '');
  return OTHER_CHANGE.test(gap) ? undefined : f.value;
}

function nearest<T>(found: Found<T>[], position: number): T | undefined {
  let best: Found<T> | undefined;
  for (const f of found) {
    if (!best || Math.abs(f.index - position) < Math.abs(best.index - position)) best = f;
  }
  return best?.value;
}

/**
 * The status (classification, zygosity) a row or sentence `text` gives the mention `at`, with
 * `anchors` the positions of the unit's DNA changes. When every status written there says the
 * same, or the unit holds one variant and all its statuses lie on one side of it: the nearest
 * (in a table line under column titles, only with no other change between).
 * When OCR flattened several rows into one line, a status belongs to a variant only where the
 * layout is unambiguous: the column titles (or one status per variant, none before the first)
 * say on which side it stands, and no other variant's change lies between. Otherwise none: a
 * missing status is better than another variant's.
 */
export function statusInUnit<T>(
  found: Found<T>[],
  at: At,
  anchors: number[],
  text: string,
): T | undefined {
  if (found.length === 0) return undefined;
  const sorted = [...new Set(anchors)].sort((a, b) => a - b);
  const titled = statusSideFromTitles(text.slice(0, sorted[0] ?? at.start));
  if (!titled && new Set(found.map((f) => f.value)).size === 1) return found[0]?.value;
  const sides = new Set(found.map((f) => (f.index < at.start ? 'before' : 'after')));
  if (sorted.length <= 1 && sides.size === 1)
    return titled
      ? onSide(found, at, [...sides][0] as Side, sorted, text)
      : nearest(found, at.start);
  const side = titled ?? sideFromCounts(found, sorted);
  return side ? onSide(found, at, side, sorted, text) : undefined;
}
