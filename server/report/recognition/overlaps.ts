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
  const kept: Candidate[] = [];
  for (const c of ranked) if (!kept.some((k) => c.start < k.end && k.start < c.end)) kept.push(c);
  return kept.sort((a, b) => a.start - b.start);
}
