import type { GeneDictionary } from './gene-dictionary.ts';
import type { Found } from './identifiers.ts';

/**
 * Symbols that are also ordinary words or report abbreviations: they only count as genes right
 * next to a variant ("KIT c.1924A>G") or when the text says "gene".
 */
const WORD_LIKE = new Set(
  'AR MS SET CAT MAX REST SHE MET KIT GAL GC APP BAD CAPS COIL HR IMPACT PIGS RAN SDS SMS TANK WAS NPY CLOCK GAS TOP CA CS PC CD LPL AGA MAL MICE CRY SON DAD LARGE'.split(
    ' ',
  ),
);

const TOKEN = /(?<![\w-])([A-Z][A-Z0-9]{1,11}(?:-[A-Z0-9]{1,6})?|C\d{1,2}orf\d{1,3})(?![\w-])/g;

/** Approved gene symbols written in the text (aliases are not trusted in free text). */
export function findGenes(text: string, dict: GeneDictionary): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const token = m[1] ?? '';
    if (!dict.isSymbol(token)) continue;
    if (WORD_LIKE.has(token)) {
      const after = text.slice((m.index ?? 0) + token.length, (m.index ?? 0) + token.length + 24);
      const before = text.slice(Math.max(0, (m.index ?? 0) - 8), m.index ?? 0);
      const strong =
        /^\s*(?:gene\b|\(NM_|NM_|:?\s*[cgp]\.\d|\s+c\.|\s+p\.)/.test(after) ||
        /\bgene\s*$/i.test(before);
      if (!strong) continue;
    }
    out.push({ value: token, index: m.index ?? 0, length: token.length });
  }
  return out;
}
