// Do a c. change and a p. change describe the same variant? For a substitution the codon number
// must match, and some codon of the reference amino acid must carry the reference base at that
// codon position and turn into the new amino acid when that base changes (standard genetic
// code): "c.1601G>A" fits "p.Arg534Gln" (CGA -> CAA); "c.1601C>A" fits no Arg codon, an OCR
// error. Deletions, insertions and duplications are placed by codon.
import type { NucPosition, ParsedHgvs } from '../hgvs.ts';
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

/** A position inside the coding sequence (no intron offset, not in a UTR). */
const coding = (p: NucPosition | null | undefined): p is NucPosition & { base: number } =>
  !!p && p.anchor === '' && p.offset === null && p.base !== null;

/** Codon number and position (0-2) of a plain coding substitution, else undefined. */
export function codonOf(c: ParsedHgvs): { codon: number; at: number } | undefined {
  const s = c.start;
  if (c.kind !== 'c' || c.edit?.type !== 'sub' || c.end || !coding(s)) return undefined;
  return { codon: Math.ceil(s.base / 3), at: (s.base - 1) % 3 };
}

const base = (s: string | undefined) => s?.toUpperCase().replace('U', 'T');

/** Some codon of `ref` carries `from` at `at`; with `to` given, changing it there gives `alt`. */
function fits(at: number, from: string, ref: string, to?: string, alt?: string): boolean {
  return CODONS.some(
    (codon) =>
      codon[at] === from &&
      translate(codon) === ref &&
      (to === undefined ||
        translate(codon.slice(0, at) + to + codon.slice(at + 1)) === (alt as string)),
  );
}

function substitutionAgrees(c: ParsedHgvs, p: ParsedHgvs): Agreement {
  const where = codonOf(c) as { codon: number; at: number };
  const e = p.protein as NonNullable<ParsedHgvs['protein']>;
  if (e.position !== where.codon) return 'disagree';
  const ref = e.ref ? aminoAcid3(e.ref) : undefined;
  const from = base(c.edit?.ref);
  const to = base(c.edit?.alt);
  if (!ref || !from || !to) return 'unknown';
  if (e.type === 'fs') return 'disagree';
  // "p.Arg534?" (or what OCR left of a protein change): the reference residue must still fit
  if (e.type === 'unknown') return fits(where.at, from, ref) ? 'agree' : 'disagree';
  if (e.type !== 'sub' && e.type !== 'identity') return 'unknown';
  const alt = e.type === 'identity' ? ref : e.alt ? aminoAcid3(e.alt) : undefined;
  if (!alt) return 'unknown';
  return fits(where.at, from, ref, to, alt) ? 'agree' : 'disagree';
}

/** A frameshift's first changed residue can lie a little after the deleted or inserted bases. */
const FRAMESHIFT_SLACK = 30;

function indelAgrees(c: ParsedHgvs, p: ParsedHgvs): Agreement {
  const start = c.start;
  const end = c.end ?? c.start;
  const position = p.protein?.position;
  if (!coding(start) || !coding(end) || position === undefined) return 'unknown';
  const first = Math.ceil(start.base / 3);
  const last = Math.ceil(end.base / 3);
  const slack = p.protein?.type === 'fs' ? FRAMESHIFT_SLACK : 2;
  return position >= first - 1 && position <= last + slack ? 'agree' : 'disagree';
}

const INDELS = new Set(['del', 'dup', 'ins', 'delins', 'inv']);

/**
 * Whether a c. change and a p. change (or the readable start of one, "p.Arg534?") can be the
 * same variant. 'unknown' for changes outside the coding sequence and anything else it cannot
 * judge.
 */
export function cAndPAgree(c: ParsedHgvs, p: ParsedHgvs): Agreement {
  if (c.kind !== 'c' || p.kind !== 'p' || p.protein?.position === undefined) return 'unknown';
  if (codonOf(c)) return substitutionAgrees(c, p);
  if (c.edit && INDELS.has(c.edit.type)) return indelAgrees(c, p);
  return 'unknown';
}
