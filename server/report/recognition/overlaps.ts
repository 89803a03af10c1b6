import { firstAtLeast } from '../sorted-search.ts';
import type { Candidate } from './candidate.ts';

const KIND_RANK: Record<string, number> = { hgvs: 4, legacy: 3, named: 2, cnv: 1, prose: 0 };

/**
 * One reading per stretch of text: the longest candidate wins, then the more specific kind
 * (HGVS over a legacy name over prose), so "IVS8+4 A>G" is not also "4 A>G".
 */
export function resolveOverlaps(candidates: Candidate[]): Candidate[] {
  const ranked = [...candidates].sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      (KIND_RANK[b.kind] ?? 0) - (KIND_RANK[a.kind] ?? 0) ||
      (b.priority ?? 0) - (a.priority ?? 0) ||
      a.start - b.start,
  );
  // kept candidates never overlap, so only the neighbours of an insertion point can collide
  const kept: Candidate[] = [];
  for (const c of ranked) {
    const at = firstAtLeast(kept, c.start, (k) => k.start);
    const before = kept[at - 1];
    const after = kept[at];
    if ((before && before.end > c.start) || (after && after.start < c.end)) continue;
    kept.splice(at, 0, c);
  }
  return kept;
}
