/** The standard genetic code, codon (DNA, coding strand) -> three-letter amino acid. */
const BASES = 'TCAG';
const AMINO_ACIDS = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';
const THREE: Record<string, string> = {
  A: 'Ala',
  R: 'Arg',
  N: 'Asn',
  D: 'Asp',
  C: 'Cys',
  Q: 'Gln',
  E: 'Glu',
  G: 'Gly',
  H: 'His',
  I: 'Ile',
  L: 'Leu',
  K: 'Lys',
  M: 'Met',
  F: 'Phe',
  P: 'Pro',
  S: 'Ser',
  T: 'Thr',
  W: 'Trp',
  Y: 'Tyr',
  V: 'Val',
  '*': 'Ter',
  U: 'Sec',
};

const CODE = new Map<string, string>();
for (let i = 0; i < 64; i++) {
  const codon = `${BASES[i >> 4]}${BASES[(i >> 2) & 3]}${BASES[i & 3]}`;
  CODE.set(codon, THREE[AMINO_ACIDS[i] as string] as string);
}

/** "R", "Arg", "*", "X", "Stop" -> "Arg" / "Ter"; undefined when it is not an amino acid. */
export function aminoAcid(token: string): string | undefined {
  if (/^(?:\*|X|Ter|Stop)$/i.test(token)) return 'Ter';
  if (token.length === 1) return THREE[token.toUpperCase()];
  const three = token.charAt(0).toUpperCase() + token.slice(1).toLowerCase();
  return Object.values(THREE).includes(three) ? three : undefined;
}

export function codonsOf(amino: string): string[] {
  return [...CODE].filter(([, aa]) => aa === amino).map(([codon]) => codon);
}

export function translate(codon: string): string | undefined {
  return CODE.get(codon);
}

/**
 * Can a codon of `from` with `ref` at `phase` (0-2) become `to` when that base changes to
 * `alt`? ("=" keeps the amino acid.)
 */
export function reachable(
  from: string,
  phase: number,
  ref: string,
  alt: string,
  to: string,
): boolean {
  const target = to === '=' ? from : to;
  return codonsOf(from).some((codon) => {
    if (codon[phase] !== ref) return false;
    const changed = `${codon.slice(0, phase)}${alt}${codon.slice(phase + 1)}`;
    return translate(changed) === target;
  });
}

/** Does any codon of `amino` carry `base` at `phase`? (the protein names only the old residue) */
export function carries(amino: string, phase: number, base: string): boolean {
  return codonsOf(amino).some((codon) => codon[phase] === base);
}
