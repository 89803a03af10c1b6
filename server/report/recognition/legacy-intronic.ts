// Intron-relative legacy names: "IVS1-1G>A", "IVS8+4 A>G", "IVS3 + 18C > T", "IVSII-1 (G > A)",
// "IVS7-151_152delGA", "IVS9+9, g-->t", and exon-relative "Ex2+860G>C". The intron number is
// not a c. position, so no HGVS value is derived; the written name is the value.
import { compact, LEFT_WORD as LEFT, RIGHT, SP } from './boundaries.ts';
import { type Candidate, scan } from './candidate.ts';

const NT = '[ACGTUacgtu]';
const TO = '(?:-{1,4}>|=>|→|>|/)';
const WHERE = `(?:IVS|Ex|EX|exon|intron)${SP}-?${SP}(?:\\d{1,3}|[IVX]{1,5})(?:-?[a-z])?`;
const OFFSET = `[-+]${SP}\\d{1,6}(?:_[-+]?\\d{1,6})?`;
const CHANGE = [
  `${NT}${SP}${TO}${SP}${NT}`, // G>A
  `\\(${SP}${NT}${SP}(?:${TO}|-)${SP}${NT}${SP}\\)`, // (G > A), (g-t)
  `,${SP}${NT}${SP}${TO}${SP}${NT}`, // , g-->t
  `(?:del|ins|dup)(?:${NT}{1,40}|\\d{1,4})?`, // delGA
].join('|');

const INTRONIC = new RegExp(`${LEFT}(${WHERE},?${SP}${OFFSET})${SP}(?:${CHANGE})${RIGHT}`, 'g');
/** A splice-site position named without the change: "IVS-13(+5)", "IVS10nt-11". */
const SPLICE_SITE = new RegExp(
  `${LEFT}IVS-?\\d{1,3}(?:\\([-+]\\d{1,4}\\)|nt[-+]?\\d{1,4})${RIGHT}`,
  'g',
);

export function findLegacyIntronic(text: string): Candidate[] {
  return [INTRONIC, SPLICE_SITE].flatMap((re) =>
    scan(text, re, (m) => ({
      kind: 'legacy',
      start: m.index,
      end: m.index + m[0].length,
      value: compact(m[0]).replace(/[(),]/g, ''),
    })),
  );
}
