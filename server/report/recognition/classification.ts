import { all, type Found } from './found.ts';

export type Classification =
  | 'Pathogenic'
  | 'Likely pathogenic'
  | 'Uncertain significance'
  | 'Likely benign'
  | 'Benign';

// Words split at a line end anywhere ("un- certain", "uncer- tain", "signifi- cance") and OCR's
// first letter of "Likely" ("Tikely", "Zikely", "1ikely", "@ikely" or lost: no other word ends
// in "ikely") still count, so a damaged "likely pathogenic" is never read as "pathogenic". OCR's
// "Uncertan", "Uncertam" and a lost space ("Uncertainsignificance") still read as the middle tier,
// so the row's own class is not replaced by a neighbour's.
const splittable = (word: string) => [...word].join('(?:-\\s?)?');
const LIKELY = `(?:[LlTZI1|]?ikely)`;
const PATHOGENIC = splittable('pathogenic');
const UNCERTAIN = `(?:${splittable('uncerta')}(?:-\\s?)?[il1|]?(?:-\\s?)?[nm]|unknown)`;
const SIGNIFICANCE = splittable('significance');
const TIERS = new RegExp(
  `\\b(${LIKELY}[\\s-]+${PATHOGENIC}|${LIKELY}[\\s-]+benign|(?:variants?\\s+of\\s+)?${UNCERTAIN}\\s*(?:clinical\\s+)?${SIGNIFICANCE}|VUS|VOUS|${PATHOGENIC}|benign)\\b`,
  'gi',
);

export function findClassifications(text: string): Found<Classification>[] {
  return all(text, TIERS, (m) => {
    const t = (m[1] ?? '')
      .toLowerCase()
      .replace(/-\s?/g, '')
      .replace(/^[ltzi1|]?ikely/, 'likely');
    if (t.startsWith('likely') && t.includes('pathogenic')) return 'Likely pathogenic';
    if (t.startsWith('likely')) return 'Likely benign';
    if (t.includes('significance') || t === 'vus' || t === 'vous') return 'Uncertain significance';
    if (t === 'pathogenic') return 'Pathogenic';
    return 'Benign';
  });
}
