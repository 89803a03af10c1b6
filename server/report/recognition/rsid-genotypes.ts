// dbSNP ids, with the genotype a pharmacogenomic table prints after them ("rs6025 AG",
// "rs4244285 (G;A)", "rs1799853 C/T"): two different bases are a heterozygous call.
import { type Candidate, scan } from './candidate.ts';

const RSID =
  /(?<![\w])rs(\d{2,12})(?:[ \t]*\(?[ \t]*(?<g1>[ACGT])[ \t]*[;/]?[ \t]*(?<g2>[ACGT])[ \t]*\)?(?![\w]))?(?![\d])/gi;

export function findRsidMentions(text: string): Candidate[] {
  return scan(text, RSID, (m) => {
    const g = m.groups ?? {};
    const id = `rs${m[1]}`;
    if (!g.g1 || !g.g2)
      return {
        kind: 'rsid',
        start: m.index,
        end: m.index + 2 + (m[1] as string).length,
        value: id,
      };
    // the span is the identifier; the genotype is what the table says about it
    return {
      kind: 'rsid',
      start: m.index,
      end: m.index + 2 + (m[1] as string).length,
      value: id,
      genotype: `${g.g1}/${g.g2}`,
      zygosity: g.g1 === g.g2 ? 'Homozygous' : 'Heterozygous',
    };
  });
}
