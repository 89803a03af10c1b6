// Nucleotide changes written without "c." ("3190C>T", "-521 C/T", "2398+1G>C"), with the
// reference base first ("G-308A", "A1166C"), and legacy indels ("185delAG", "657del5",
// "1308_1316 dup9", "2183AA-->G"). Their numbering may be a legacy one (BIC "185delAG" is
// c.68_69del), so the value keeps the written name; `asHgvs` is the same change in HGVS
// notation, numbering unchanged, when the notation alone is unambiguous.
import { parseHgvs } from '../hgvs.ts';
import { compact, LEFT, LEFT_WORD, NT, RIGHT, SP } from './boundaries.ts';
import { type Candidate, scan } from './candidate.ts';

const POS = `[-+*]?\\d{1,6}(?:${SP}[-+]${SP}\\d{1,6}(?:\\.\\d)?(?:kb)?)?`;
const TO = `(?:-{1,4}>|=>|→|>|/|--|\\sto\\s)`;

const CHANGE = `(${NT})${SP}${TO}${SP}(${NT})`;
const POSITION_FIRST = new RegExp(
  `${LEFT}(${POS}),?${SP}(?:\\(${SP}${CHANGE}${SP}\\)|${CHANGE})${RIGHT}`,
  'g',
);
const REF_FIRST = new RegExp(
  `${LEFT}(${NT})${SP}(-?\\d{2,9}(?:[-+]\\d{1,5})?)${SP}(${NT})${RIGHT}`,
  'g',
);
/** An allele pair with its position: "C/T(-13910)", "T/C-344", "A/C1166". */
const PAIR_AT = new RegExp(
  `${LEFT}(${NT})/(${NT})(?:\\(${SP}[-+]?\\d{1,9}${SP}\\)|-?\\d{2,9})${RIGHT}`,
  'g',
);
const MULTI_BASE = new RegExp(
  `${LEFT}(\\d{1,6}(?:[-_]\\d{1,6})?)${SP}(${NT}{2,})${SP}(?:-{1,4}>|>)${SP}(${NT}+)${RIGHT}`,
  'g',
);
const INDEL = new RegExp(
  `${LEFT}([-+*]?\\d{1,6}(?:${SP}[-_+]${SP}\\d{1,6})?)${SP}(del|ins|dup)(${SP}(?:${NT}{1,60}|\\d{1,4}(?:${SP}bp)?))?${RIGHT}`,
  'gi',
);
/** No position: "dup24bp", "delTTCA". */
const BARE_INDEL = new RegExp(
  `${LEFT_WORD}(?:(?:del|dup|ins)\\d{1,4}${SP}bp|del${NT}{2,30})${RIGHT}`,
  'g',
);

function asHgvs(description: string): string | undefined {
  const p = parseHgvs(`c.${description}`);
  return p ? `c.${p.body}` : undefined;
}

function legacy(m: RegExpExecArray, hgvs?: string): Candidate {
  return {
    kind: 'legacy',
    start: m.index,
    end: m.index + m[0].length,
    value: compact(m[0]).replace('/', '>'),
    ...(hgvs ? { asHgvs: hgvs } : {}),
  };
}

/**
 * "c.] 90A>G": an HGVS prefix OCR damaged just before the number. The number is the tail of a
 * longer position (c.190A>G), so reading it as a change of its own would be a different variant.
 */
const DAMAGED_PREFIX = /(?<![A-Za-z])[cgmnr]\s?[.,:;]\s?[^\sA-Za-z0-9]?\s?$/;

/**
 * "O28+ 1G>A", "190+ 1G >A": the offset of an intronic position whose exon number OCR damaged
 * or cut off. Read alone it would be c.1G>A, a different variant.
 */
const INTRONIC_TAIL = /[0-9A-Za-z|\]})]\s{0,4}[+-]\s{0,4}$/;

export function findLegacyDna(text: string): Candidate[] {
  return findAll(text).filter((c) => {
    const before = text.slice(Math.max(0, c.start - 10), c.start);
    return !DAMAGED_PREFIX.test(before) && !(/^\d/.test(c.value) && INTRONIC_TAIL.test(before));
  });
}

function findAll(text: string): Candidate[] {
  return [
    ...scan(text, POSITION_FIRST, (m) => {
      const ref = m[2] ?? m[4];
      const alt = m[3] ?? m[5];
      if (ref === alt) return undefined;
      return legacy(m, asHgvs(`${compact(m[1] as string)}${ref}>${alt}`));
    }),
    ...scan(text, REF_FIRST, (m) => (m[1] === m[3] ? undefined : legacy(m))),
    ...scan(text, MULTI_BASE, (m) => legacy(m)),
    ...scan(text, INDEL, (m) => {
      // "del" with nothing after it needs a range ("1308_1316del"), else it is too bare to trust
      if (!m[3] && !/[-_]\d/.test(m[1] as string)) return undefined;
      return legacy(m);
    }),
    ...scan(text, BARE_INDEL, (m) => legacy(m)),
    ...scan(text, PAIR_AT, (m) => (m[1] === m[2] ? undefined : legacy(m))),
  ];
}
