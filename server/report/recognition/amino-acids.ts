// Amino-acid names in the three spellings papers and reports use (R, Arg, arginine), and
// regular-expression pieces for them.

const TABLE: [one: string, three: string, name: string][] = [
  ['A', 'Ala', 'alanine'],
  ['R', 'Arg', 'arginine'],
  ['N', 'Asn', 'asparagine'],
  ['D', 'Asp', 'aspartic acid|aspartate'],
  ['C', 'Cys', 'cysteine'],
  ['Q', 'Gln', 'glutamine'],
  ['E', 'Glu', 'glutamic acid|glutamate'],
  ['G', 'Gly', 'glycine'],
  ['H', 'His', 'histidine'],
  ['I', 'Ile', 'isoleucine'],
  ['L', 'Leu', 'leucine'],
  ['K', 'Lys', 'lysine'],
  ['M', 'Met', 'methionine'],
  ['F', 'Phe', 'phenylalanine'],
  ['P', 'Pro', 'proline'],
  ['S', 'Ser', 'serine'],
  ['T', 'Thr', 'threonine'],
  ['W', 'Trp', 'tryptophan'],
  ['Y', 'Tyr', 'tyrosine'],
  ['V', 'Val', 'valine'],
];

const THREE = new Map<string, string>();
for (const [one, three, names] of TABLE) {
  THREE.set(one, three);
  THREE.set(three.toLowerCase(), three);
  for (const n of names.split('|')) THREE.set(n, three);
}
for (const stop of ['X', '*', 'ter', 'stop', 'stp', 'term', 'termination']) THREE.set(stop, 'Ter');

/** "R", "Arg", "ARG", "arginine", "X", "stop" -> "Arg"/"Ter"; undefined for anything else. */
export function aminoAcid3(token: string): string | undefined {
  const t = token.trim();
  if (t.length === 1) return THREE.get(t);
  return THREE.get(t.toLowerCase().replace(/\s+/g, ' '));
}

const cap = (s: string) => `[${s[0]?.toUpperCase()}${s[0]}]${s.slice(1)}`;

/** Three-letter codes: "Arg", "ARG", "arg". */
export const AA3 = `(?:${TABLE.map(([, t]) => `${cap(t.toLowerCase())}|${t.toUpperCase()}`).join('|')})`;
export const AA3_OR_TER = `(?:${AA3}|Ter|TER|Stop|stop|STOP|X|\\*)`;
export const AA1 = '[ACDEFGHIKLMNPQRSTVWY]';
/** Full names: "arginine", "glutamic acid". */
export const AA_NAME = `(?:${TABLE.flatMap(([, , n]) => n.split('|'))
  .sort((a, b) => b.length - a.length)
  .map(cap)
  .join('|')})`;
export const AA_NAME_OR_STOP = `(?:${AA_NAME}|[Ss]top|[Tt]ermination)`;
