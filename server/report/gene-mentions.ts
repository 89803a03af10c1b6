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

const TOKEN = /(?<![\w-])([A-Z][A-Z0-9l]{1,11}(?:-[A-Z0-9]{1,6})?|C\d{1,2}orf\d{1,3})(?![\w-])/g;

/** Previous symbols and aliases are trusted in free text only when they look like a symbol. */
const SYMBOL_SHAPED = /^(?:[A-Z][A-Z0-9]*\d[A-Z0-9]*(?:-[A-Z0-9]+)?|C\d{1,2}orf\d{1,3})$/;

/**
 * OCR reads 1 as I, l or |, 0 as O and 4 as A; a token repaired to one gene (its approved
 * symbol, or a symbol-shaped previous symbol or alias naming it alone) is that gene.
 */
const OCR_DIGIT: Record<string, string> = { I: '1', l: '1', '|': '1', O: '0', A: '4' };

export interface GeneHit {
  /** Current approved symbol(s): more than one when an old symbol names several genes. */
  symbols: string[];
  /** How the text names it, when not by the current symbol. */
  via?: 'alias' | 'ocr';
  /** The previous symbol or alias an OCR-damaged token was repaired to ("HISTIHAJ": HIST1H4J). */
  repairedTo?: string;
}

function strongContext(text: string, index: number, token: string): boolean {
  const after = text.slice(index + token.length, index + token.length + 24);
  const before = text.slice(Math.max(0, index - 8), index);
  return (
    /^\s*(?:gene\b|\(NM_|NM_|:?\s*[cgp]\.\d|\s+c\.|\s+p\.)/.test(after) ||
    // a short protein change after it, in the next cell or the same phrase ("MET   N375S",
    // "KIT M541L")
    /^ +[A-Z]\d{1,5}(?:[A-Z*]|fs|del)(?![\w-])/.test(after) ||
    /\bgene\s*$/i.test(before)
  );
}

/** The gene a repaired token names: an approved symbol, or an old one naming one gene. */
function repairedGene(candidate: string, dict: GeneDictionary): GeneHit | undefined {
  if (dict.isSymbol(candidate)) return { symbols: [candidate], via: 'ocr' };
  const aliases = dict.aliasOf(candidate);
  return aliases.length === 1 && SYMBOL_SHAPED.test(candidate)
    ? { symbols: aliases, via: 'ocr', repairedTo: candidate }
    : undefined;
}

/** Every gene the token names once its look-alike letters are read as digits. */
function ocrRepairs(token: string, dict: GeneDictionary): GeneHit[] {
  const spots = [...token].flatMap((c, i) => (OCR_DIGIT[c] ? [i] : []));
  if (spots.length === 0 || spots.length > 6) return [];
  const found = new Map<string, GeneHit>();
  for (let mask = 1; mask < 1 << spots.length; mask++) {
    const chars = [...token];
    spots.forEach((at, bit) => {
      if (mask & (1 << bit)) chars[at] = OCR_DIGIT[token[at] as string] as string;
    });
    const hit = repairedGene(chars.join(''), dict);
    const gene = hit?.symbols[0] as string;
    if (hit && !found.has(gene)) found.set(gene, hit);
  }
  return [...found.values()];
}

/** What a token names: an approved symbol, an old symbol or alias, or an OCR-damaged symbol. */
export function geneHit(token: string, dict: GeneDictionary, strong: boolean): GeneHit | undefined {
  if (dict.isSymbol(token))
    return WORD_LIKE.has(token) && !strong ? undefined : { symbols: [token] };
  if (!/^[A-Z]/.test(token) || token.length < 3) return undefined;
  const aliases = dict.aliasOf(token);
  if (aliases.length && SYMBOL_SHAPED.test(token)) return { symbols: aliases, via: 'alias' };
  // short tokens (MRI -> MR1) only next to a variant or the word "gene"
  if (token.length < 5 && !strong) return undefined;
  // an old symbol OCR also damaged is two doubts: only next to a variant or the word "gene"
  const repaired = ocrRepairs(token, dict);
  const only = repaired.length === 1 ? repaired[0] : undefined;
  return only?.repairedTo && !strong ? undefined : only;
}

/** Every gene-like token with what it names (aliases naming several genes included). */
export function findGeneHits(text: string, dict: GeneDictionary): Found<GeneHit>[] {
  const out: Found<GeneHit>[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const token = m[1] ?? '';
    const hit = geneHit(token, dict, strongContext(text, m.index ?? 0, token));
    if (hit) out.push({ value: hit, index: m.index ?? 0, length: token.length });
  }
  return out;
}

/**
 * Genes written in the text, by their current approved symbol: approved symbols, previous
 * symbols and aliases that name one gene ("DFNB31" -> WHRN), and OCR-damaged symbols with one
 * repair ("HNFIA" -> HNF1A).
 */
export function findGenes(text: string, dict: GeneDictionary): Found[] {
  return findGeneHits(text, dict).flatMap((f) =>
    f.value.symbols.length === 1 ? [{ ...f, value: f.value.symbols[0] as string }] : [],
  );
}
