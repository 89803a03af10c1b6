import type { Found } from '../../identifiers.ts';
import { type At, onSide, sideFromCounts, sideFromTitles } from '../flattened-line.ts';

const STATUS_TITLE = /\b(?:interpretations?|classifications?|significance|zygosity)\b/gi;

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
  const titled = sideFromTitles(text.slice(0, sorted[0] ?? at.start), STATUS_TITLE);
  if (!titled && new Set(found.map((f) => f.value)).size === 1) return found[0]?.value;
  const sides = new Set(found.map((f) => (f.index < at.start ? 'before' : 'after')));
  if (sorted.length <= 1 && sides.size === 1)
    return titled ? onSide(found, at, titled, sorted, text) : nearest(found, at.start);
  const side = titled ?? sideFromCounts(found, sorted);
  return side ? onSide(found, at, side, sorted, text) : undefined;
}
