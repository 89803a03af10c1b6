// OCR confuses O/0, l/1 (and I, |, and i in "del"), S/5, G/6, 9/g, and f/t in a frameshift's "fs", reads an
// amino-acid code's l as I ("GIn") and the stem of its n as an i ("Glin"). A description that is invalid as written is
// re-read with every combination of these swaps; the valid readings are returned, so the
// caller can use a repair only when exactly one reading is valid and report the rest as
// uncertain. Nothing here turns a valid description into another one.

/**
 * Letters that are never part of a nucleotide position; read as the digit(s) they resemble
 * ("Q" is a 0 or a 9 with its tail).
 */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '09',
  l: '1',
  I: '1',
  '|': '1',
  S: '5',
  s: '5',
};

/** At most this many confusable characters are varied (2^n readings). */
const MAX_VARIED = 8;

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** Keywords and amino-acid names whose letters are not OCR errors ("del", "Ser"). */
function protectedIndexes(s: string): Set<number> {
  const out = new Set<number>();
  for (const m of s.matchAll(/del|dup|ins|inv|con|ext|fs|[A-Z][a-z]{2}/g))
    for (let i = m.index; i < m.index + m[0].length; i++) out.add(i);
  return out;
}

const digitLike = (c: string | undefined) => isDigit(c) || (c !== undefined && c in AS_DIGIT);

/** `i` lies in a run of digits and digit-like letters that holds a digit ("8QO" of "8QOC>A"). */
function inDigitRun(s: string, i: number): boolean {
  let from = i;
  let to = i;
  while (digitLike(s[from - 1])) from--;
  while (digitLike(s[to + 1])) to++;
  for (let k = from; k <= to; k++) if (isDigit(s[k])) return true;
  return false;
}

/** Three-letter amino-acid codes written with an "l", which OCR reads as I, | or 1. */
const CODES_WITH_L = new Set(['Ala', 'Gln', 'Glu', 'Gly', 'Val', 'Ile']);
const AMINO_ACID_CODES = new Set([
  ...CODES_WITH_L,
  ...['Arg', 'Asn', 'Asp', 'Cys', 'His', 'Leu', 'Lys', 'Met', 'Phe', 'Pro', 'Ser', 'Thr'],
  ...['Trp', 'Tyr', 'Ter'],
]);

/** The character at `i` read as `as` makes a whole amino-acid code there ("GIn" → Gln). */
function completesCode(s: string, i: number, as: string, codes: Set<string>): boolean {
  for (let from = i - 2; from <= i; from++) {
    if (from < 0 || from + 3 > s.length) continue;
    const code = s.slice(from, i) + as + s.slice(i + 1, from + 3);
    // the code stands alone: not inside a longer run of letters
    if (codes.has(code) && !/[a-z]/.test(s[from + 3] ?? '') && !/[A-Za-z]/.test(s[from - 1] ?? ''))
      return true;
  }
  return false;
}

/**
 * An "i" OCR put into an amino-acid code, the stem of the "n" or "m" after it read as a
 * letter of its own ("Glin" for Gln, "Asin" for Asn).
 */
function extraStem(s: string, i: number): boolean {
  if (s[i] !== 'i' || !/[nm]/.test(s[i + 1] ?? '') || i < 2) return false;
  const code = s.slice(i - 2, i) + s[i + 1];
  return (
    AMINO_ACID_CODES.has(code) && !/[a-z]/.test(s[i + 2] ?? '') && !/[A-Za-z]/.test(s[i - 3] ?? '')
  );
}

/**
 * The swap OCR may have made at `i`, judged by the slot the character sits in: a letter
 * touching a digit run is a digit; "G" between digits is 6; "6" next to ">" is the base G; an
 * I, | or 1 that completes an amino-acid code is its "l" ("GIn", "VaI", "G1y").
 */
function swapAt(s: string, i: number): string | undefined {
  const ch = s[i] as string;
  const prev = s[i - 1];
  const next = s[i + 1];
  // "del" with its l read as i, I or 1 ("c.1100deiC"): no HGVS description holds "de" before them
  if ('iI1'.includes(ch) && s.slice(i - 2, i) === 'de') return 'l';
  const asL = 'I|1'.includes(ch) && completesCode(s, i, 'l', CODES_WITH_L) ? 'l' : '';
  if (AS_DIGIT[ch] && inDigitRun(s, i)) return `${AS_DIGIT[ch]}${asL}`;
  if (asL) return asL;
  if (ch === 'G' && isDigit(prev) && isDigit(next)) return '6';
  if (ch === '6' && (next === '>' || (prev === '>' && next === undefined))) return 'G';
  // a frameshift's "fs" read as "ts" ("p.Ser1982Argts*22"): no other HGVS holds "ts*"
  if (
    ch === 't' &&
    /[A-Z][a-z]{2}$/.test(s.slice(0, i)) &&
    /^s(?:\*|X|Ter|\d)/.test(s.slice(i + 1))
  )
    return 'f';
  return undefined;
}

/**
 * A look-alike letter right beside the digit it resembles ("S5" of "p.PheS508del") may be that
 * one digit read twice: the letter is also read as nothing.
 */
/** Stands for a dropped letter while the other spots are varied (their indexes stay put). */
const DROP = '\u0000';

const doubledGlyph = (s: string, i: number, swap: string) =>
  swap.length === 1 && (s[i - 1] === swap || s[i + 1] === swap);

/**
 * Every string obtained by applying any subset of the plausible swaps (the original first).
 * With `doubled`, a letter that may be its neighbouring digit read twice may also be dropped.
 */
export function ocrVariants(s: string, doubled = false): string[] {
  const keep = protectedIndexes(s);
  const spots: [number, string[]][] = [];
  for (let i = 0; i < s.length && spots.length < MAX_VARIED; i++) {
    if (extraStem(s, i)) {
      spots.push([i, [DROP]]);
      continue;
    }
    const swap = keep.has(i) ? undefined : swapAt(s, i);
    if (swap) spots.push([i, [...swap, ...(doubled && doubledGlyph(s, i, swap) ? [DROP] : [])]]);
  }
  let out = [s];
  for (const [i, alts] of spots)
    out = out.flatMap((v) => [v, ...alts.map((alt) => v.slice(0, i) + alt + v.slice(i + 1))]);
  return out.map((v) => v.replaceAll(DROP, ''));
}

/**
 * Distinct valid readings of an invalid string: `read` returns the normalised value of a
 * variant string, or undefined when the string is not valid. `doubled`: see `ocrVariants`.
 */
export function validReadings<T extends { value: string }>(
  s: string,
  read: (variant: string) => T | undefined,
  doubled = false,
): T[] {
  const found = new Map<string, T>();
  for (const v of ocrVariants(s, doubled).slice(1)) {
    const r = read(v);
    if (r && !found.has(r.value)) found.set(r.value, r);
  }
  return [...found.values()];
}
