import { all, type Found } from './found.ts';

const SPLIT = '(?:-\\s?)?';
// a word split at a line end still counts: "homozy- gous"
const ZYGOSITY = new RegExp(
  `\\b(compound\\s+hetero${SPLIT}zy${SPLIT}gous|(?:hetero|homo|hemi)${SPLIT}zy${SPLIT}go(?:us|te)|(?:hetero|homo)${SPLIT}plasm(?:ic|y)|mosaic|het|hom|hemi)\\b`,
  'gi',
);

const SHORT: Record<string, string> = {
  het: 'heterozygous',
  hom: 'homozygous',
  hemi: 'hemizygous',
};

export function findZygosity(text: string): Found[] {
  return all(text, ZYGOSITY, (m) => {
    const word = (m[1] ?? '').toLowerCase().replace(/-\s?/g, '').replace(/\s+/g, ' ');
    const t = SHORT[word] ?? word;
    if (t.startsWith('heteroplasm')) return 'Heteroplasmic';
    if (t.startsWith('homoplasm')) return 'Homoplasmic';
    if (t === 'compound heterozygous') return 'Compound heterozygous';
    const base = t.replace(/ote$/, 'ous');
    return base.charAt(0).toUpperCase() + base.slice(1);
  });
}

/** The heteroplasmy level of an m. variant: "heteroplasmy 45%", "45% heteroplasmic". */
export function findHeteroplasmy(text: string): Found[] {
  return all(
    text,
    /\bheteroplasm(?:y|ic)(?:\s+(?:level|load|of))?\s*[:(=]?\s*(?:~|approximately\s|about\s)?(\d{1,3}(?:\.\d{1,2})?)\s?%|\b(\d{1,3}(?:\.\d{1,2})?)\s?%\s+heteroplasm(?:y|ic)\b/gi,
    (m) => {
      const level = Number(m[1] ?? m[2]);
      return level > 0 && level <= 100 ? `${m[1] ?? m[2]}%` : undefined;
    },
  );
}
