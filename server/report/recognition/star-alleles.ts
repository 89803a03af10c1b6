// Pharmacogenomic star alleles and diplotypes ("CYP2D6 *4/*41", "CYP2C19*2", "HLA-B*57:01"),
// with the gene written just before them on the same line when there is one.
import { type Candidate, scan } from './candidate.ts';

const ALLELE = '\\*\\d{1,3}[A-Z]?\\d{0,2}(?:x(?:N|\\d))?';
const HLA = /(?<![\w-])(HLA-[A-Z]{1,4}\d?)\*(\d{2,3}(?::\d{2,3}){0,3})(?![\w:])/g;
const STAR = new RegExp(
  `(?:(?<gene>[A-Z][A-Z0-9]{2,9})[ \\t]*:?[ \\t]*)?(?<a>${ALLELE})(?:[ \\t]?\\/[ \\t]?(?<b>${ALLELE}))?(?![\\w*])`,
  'g',
);

export function findStarAlleles(text: string): Candidate[] {
  const hla = scan(text, HLA, (m) => ({
    kind: 'star',
    start: m.index,
    end: m.index + m[0].length,
    value: m[0],
    gene: m[1] as string,
  }));
  const star = scan(text, STAR, (m) => {
    const g = m.groups ?? {};
    // a bare "*1" could be a footnote mark: a single allele needs its gene
    if (!g.gene && !g.b) return undefined;
    const alleles = g.b ? `${g.a}/${g.b}` : (g.a as string);
    return {
      kind: 'star',
      start: m.index,
      end: m.index + m[0].length,
      value: g.gene ? `${g.gene}${alleles}` : alleles,
      ...(g.gene ? { gene: g.gene } : {}),
    };
  });
  return [...hla, ...star];
}
