// Changes described in words or with a bare base change: "C-->T transition at nucleotide 677",
// "G>A substitution at nucleotide 893", "arginine 124-to-cysteine", "Glu 272 to stop",
// "Ser-->Cys substitution at codon 326", "codon 26, GAG-->GCG", and an arrow between bases
// with no position ("C>T", "GAT-->GAG"). Kind "prose": they name a change, rarely a variant
// that can be written in HGVS.
import { AA_NAME, AA_NAME_OR_STOP, AA3, AA3_OR_TER } from './amino-acids.ts';
import { LEFT, RIGHT, SP } from './boundaries.ts';
import { type Candidate, scan } from './candidate.ts';

const NT = '[ACGTU]';
// tmVar's annotators took arrows ("C-->T at nucleotide 677") but not words ("C to T at ...")
const TO_WORD = `(?:${SP}(?:-{1,4}>|=>|→|>)${SP}|\\s?/\\s?)`;
const RESIDUE = `(?:${AA_NAME}|${AA3})`;
const CHANGED = `(?:${AA_NAME_OR_STOP}|${AA3_OR_TER})`;
const KIND_WORD =
  '(?:(?:base\\s)?(?:transition|transversion|substitution|change|mutation|exchange|replacement|polymorphism)\\s)?';
const AT = `at${SP}(?:(?:the\\s)?(?:nucleotide|position|codon|base|residue|amino\\sacid|cDNA\\sbase|nt)(?:\\sposition)?${SP}(?:c\\.)?[-+]?\\d{1,6}|\\d{1,6}\\sposition)`;

const BASE_CHANGE_AT = new RegExp(
  `${LEFT}(\\(?${NT}{1,3}${TO_WORD}${NT}{1,3}\\)?)${SP}${KIND_WORD}${AT}${RIGHT}`,
  'g',
);
const RESIDUE_CHANGE_AT = new RegExp(
  `${LEFT}(${RESIDUE}${TO_WORD}${CHANGED})${SP}${KIND_WORD}${AT}${RIGHT}`,
  'g',
);
const RESIDUE_NUMBER_TO = new RegExp(
  `${LEFT}${RESIDUE}[-\\s]?\\d{1,5}(?:-to-|\\sto\\s|[-\\s])${CHANGED}${RIGHT}`,
  'g',
);
const CODON_CHANGE = new RegExp(
  `${LEFT}codon${SP}(?:\\(CD\\)${SP})?\\d{1,5},?${SP}${NT}{3}${SP}(?:-{1,4}>|>|/)${SP}${NT}{1,3}${RIGHT}`,
  'g',
);
const BARE_CHANGE = new RegExp(
  `${LEFT}(?:${NT}${SP}(?:-{1,4}>|>)${SP}${NT}|${NT}{3}${SP}-{1,4}>${SP}${NT}{2,3}|${AA3}${SP}-{2,4}>${SP}${AA3})${RIGHT}`,
  'g',
);

/** "a G/A substitution", "the C/T polymorphism": a bare allele pair named as a change. */
const ALLELE_PAIR = new RegExp(
  `(?:(?<=\\b(?:[Aa]n?|[Tt]he)\\s)${NT}/${NT}(?=\\s(?:substitution|polymorphism|single|SNP|transition|transversion|variant|allele|change|mutation|in\\s|resulting))|(?<=\\(rs\\d+,\\s)${NT}/${NT}(?=\\)))`,
  'g',
);

const prose = (m: RegExpExecArray): Candidate => ({
  kind: 'prose',
  start: m.index,
  end: m.index + m[0].length,
  value: m[0].replace(/\s+/g, ' '),
  priority: -1,
});

export function findProseChanges(text: string): Candidate[] {
  return [
    BASE_CHANGE_AT,
    RESIDUE_CHANGE_AT,
    RESIDUE_NUMBER_TO,
    CODON_CHANGE,
    BARE_CHANGE,
    ALLELE_PAIR,
  ].flatMap((re) => scan(text, re, prose));
}
