import type { NucPosition, ParsedHgvs } from '../hgvs.ts';

const COMPLEMENT: Record<string, string> = { A: 'T', T: 'A', C: 'G', G: 'C', U: 'A', N: 'N' };

/** The other strand's spelling of a sequence ("CTT" -> "AAG"); undefined for lengths ("del3"). */
function reverseComplement(seq: string): string | undefined {
  const bases = [...seq.toUpperCase()].map((b) => COMPLEMENT[b]);
  return bases.every(Boolean) ? bases.reverse().join('') : undefined;
}

/** The sequences of two edits are one on the same strand or on opposite strands. */
function sameSequences(g: string[], c: string[], strand: 'same' | 'opposite'): boolean {
  return g.every((seq, i) => {
    const other = (c[i] ?? '').toUpperCase();
    if (!seq || !other) return true; // a sequence left unwritten does not contradict
    const mine = strand === 'same' ? seq.toUpperCase() : reverseComplement(seq);
    return /^\d+$/.test(seq) ? seq === other : mine === other;
  });
}

const plain = (p: NucPosition | null | undefined): number | undefined =>
  p && p.anchor === '' && p.offset === null && p.base !== null ? p.base : undefined;

/** Number of bases a range covers, when both ends are plain positions. */
function span(h: ParsedHgvs): number | undefined {
  const start = plain(h.start);
  const end = h.end ? plain(h.end) : start;
  return start === undefined || end === undefined ? undefined : end - start + 1;
}

/**
 * A genomic (g.) and a coding (c./n.) description can be one variant: the same kind of edit, the
 * same bases (or their complements, for a gene on the reverse strand) and the same length of
 * range where both lengths are known. A contradiction means two variants.
 */
export function genomicFitsCoding(g: ParsedHgvs, c: ParsedHgvs): boolean {
  if (g.kind !== 'g' || (c.kind !== 'c' && c.kind !== 'n')) return false;
  if (!g.edit || !c.edit || g.edit.type !== c.edit.type) return false;
  const gLength = span(g);
  const cLength = span(c);
  if (gLength !== undefined && cLength !== undefined && gLength !== cLength) return false;
  const gSeq = [g.edit.ref ?? '', g.edit.alt ?? ''];
  const cSeq = [c.edit.ref ?? '', c.edit.alt ?? ''];
  return sameSequences(gSeq, cSeq, 'same') || sameSequences(gSeq, cSeq, 'opposite');
}
