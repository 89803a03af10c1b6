// Do a c. substitution and a p. change describe the same variant? The codon number must match,
// and some codon of the reference amino acid must carry the reference base at that codon
// position and turn into the new amino acid when that base changes (standard genetic code).
// "c.1601G>A" fits "p.Arg534Gln" (CGA -> CAA); "c.1601C>A" fits no Arg codon: an OCR error.
import type { ParsedHgvs } from '../hgvs.ts';
import { aminoAcid3 } from './amino-acids.ts';

const BASES = 'TCAG';
// amino acids of codons TTT, TTC, TTA, TTG, TCT, ... in TCAG order (standard code)
const CODE = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';

function translate(codon: string): string {
  const i = [...codon].reduce((n, b) => n * 4 + BASES.indexOf(b), 0);
  return aminoAcid3(CODE[i] as string) ?? '?';
}

const CODONS = [...BASES].flatMap((a) =>
  [...BASES].flatMap((b) => [...BASES].map((c) => a + b + c)),
);

export type Agreement = 'agree' | 'disagree' | 'unknown';

/** Codon number and position (0-2) of a plain coding substitution, else undefined. */
export function codonOf(c: ParsedHgvs): { codon: number; at: number } | undefined {
  const s = c.start;
  if (
    c.kind !== 'c' ||
    c.edit?.type !== 'sub' ||
    c.end ||
    !s ||
    s.anchor !== '' ||
    s.offset !== null
  )
    return undefined;
  if (s.base === null) return undefined;
  return { codon: Math.ceil(s.base / 3), at: (s.base - 1) % 3 };
}

export function cAndPAgree(c: ParsedHgvs, p: ParsedHgvs): Agreement {
  const where = codonOf(c);
  const e = p.protein;
  if (!where || !e || e.position === undefined || !e.ref) return 'unknown';
  if (e.position !== where.codon) return 'disagree';
  const ref = aminoAcid3(e.ref);
  const from = c.edit?.ref?.toUpperCase().replace('U', 'T');
  // "p.Arg534?" (or what OCR left of a protein change): the reference residue must still fit
  if (e.type === 'unknown' && ref && from)
    return CODONS.some((codon) => codon[where.at] === from && translate(codon) === ref)
      ? 'unknown'
      : 'disagree';
  if (e.type !== 'sub' && e.type !== 'identity') return 'unknown';
  const alt = e.type === 'identity' ? ref : e.alt ? aminoAcid3(e.alt) : undefined;
  const to = c.edit?.alt?.toUpperCase().replace('U', 'T');
  if (!ref || !alt || !from || !to) return 'unknown';
  const fits = CODONS.some(
    (codon) =>
      codon[where.at] === from &&
      translate(codon) === ref &&
      translate(codon.slice(0, where.at) + to + codon.slice(where.at + 1)) === alt,
  );
  return fits ? 'agree' : 'disagree';
}
