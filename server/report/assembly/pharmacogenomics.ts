import type { PharmacogenomicResult } from '../../../contract/report.ts';
import type { GeneDictionary } from '../gene-dictionary.ts';
import { findGenes } from '../gene-mentions.ts';
import type { Located } from './locate.ts';
import { snippetOf } from './units.ts';

/** The phenotype a pharmacogenomic result is given ("intermediate metabolizer"). */
const PHENOTYPE =
  /\b(?:(?:likely|possible)\s+)?(?:ultra[\s-]?rapid|rapid|normal|extensive|intermediate|poor)\s+metaboli[sz]er\b|\b(?:(?:possible|likely)\s+)?(?:normal|decreased|increased|reduced|poor|no|uncertain)\s+function\b|\b(?:un)?favou?rable\s+response\b|\b(?:high|low|normal|increased|decreased)\s+(?:sensitivity|risk)\b/i;

const isDiplotype = (m: Located['mention']) => m.kind === 'star' && m.value.includes('/');

/** A pharmacogenomic row or sentence the report states (a result, or the reference result). */
const isStated = (l: Located) =>
  l.mention.kind === 'star' &&
  l.paragraph.section === 'main' &&
  (l.role === 'finding' || l.role === 'reference');

function geneOf(l: Located, dict: GeneDictionary): string | undefined {
  if (l.mention.gene) return dict.resolve(l.mention.gene) ?? l.mention.gene;
  // "CYP3A5   *3/*3": the gene cell before the alleles in the row
  const before = l.unit.text.slice(0, l.mention.start - l.unit.start);
  return findGenes(before, dict).at(-1)?.value;
}

/**
 * Diplotypes with their gene and phenotype ("CYP2C19 *1/*2, intermediate metabolizer"): the
 * star alleles a report states as the patient's result, its reference results ("*1/*1 normal
 * metabolizer") included. Never from methods, lists of tested alleles or eligibility sentences.
 */
export function readPharmacogenomics(
  located: Located[],
  dict: GeneDictionary,
): { results: PharmacogenomicResult[]; used: Set<Located> } {
  const results: PharmacogenomicResult[] = [];
  const used = new Set<Located>();
  const seen = new Set<string>();
  for (const l of located) {
    if (!isStated(l)) continue;
    // "*2, *3, *4 … *4/*10": the alleles a row lists as tested stand before its diplotype
    if (!l.mention.value.includes('/') && l.neighbours.some((m) => isDiplotype(m))) continue;
    const gene = geneOf(l, dict);
    if (!gene) continue;
    const diplotype = l.mention.value.replace(/^[^*]*/, '');
    used.add(l);
    const key = `${gene}${diplotype}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const after = l.unit.text.slice(l.mention.end - l.unit.start);
    const phenotype = (after.match(PHENOTYPE) ?? l.unit.text.match(PHENOTYPE))?.[0];
    const result: PharmacogenomicResult = {
      gene,
      diplotype,
      snippet: snippetOf(l.unit, l.mention.start),
    };
    if (phenotype) result.phenotype = phenotype.toLowerCase().replace(/\s+/g, ' ');
    results.push(result);
  }
  return { results, used };
}
