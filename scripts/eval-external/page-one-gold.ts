// A report's gold cut to what one page of it states: build.sh photographs page 1 of one-page
// reports only, so a photo of page 1 of a longer report cannot give what only later pages state.
// An identifier is kept when its text is on the page (spaces, brackets and line ends aside), a
// disease name when one of its spellings is, a variant when one of its HGVS or rsIDs is.

interface GoldVariant {
  hgvs?: string[];
  dbSNP?: string[];
  diseaseNames?: string[];
  [field: string]: unknown;
}

export interface Gold {
  variants: GoldVariant[];
  PMID?: string[];
  [field: string]: unknown;
}

/** Identifier fields, each compared as written with the page. */
const IDENTIFIER_FIELDS = ['hgvs', 'refSeq', 'dbSNP', 'clinvar', 'OMIM', 'PMID'] as const;

const squeezed = (s: string) => s.replace(/[\s()[\]]+/g, '');
const words = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

function onPage(page: string, id: string): boolean {
  return squeezed(page).includes(squeezed(id));
}

function cutVariant(v: GoldVariant, page: string): GoldVariant | undefined {
  const named = [...(v.hgvs ?? []), ...(v.dbSNP ?? [])].some((id) => onPage(page, id));
  if (!named) return undefined;
  const out: GoldVariant = { ...v };
  for (const field of IDENTIFIER_FIELDS) {
    const ids = v[field];
    if (Array.isArray(ids)) out[field] = ids.filter((id: string) => onPage(page, id));
  }
  const text = words(page);
  out.diseaseNames = (v.diseaseNames ?? []).filter((name) =>
    name.split('|').some((spelling) => text.includes(words(spelling.trim()))),
  );
  return out;
}

/** `gold` restricted to what `pageText` (the page's own text, e.g. `pdftotext -f 1 -l 1`) states. */
export function goldStatedOn(gold: Gold, pageText: string): Gold {
  return {
    ...gold,
    variants: gold.variants.flatMap((v): GoldVariant[] => {
      const cut = cutVariant(v, pageText);
      return cut ? [cut] : [];
    }),
    ...(gold.PMID ? { PMID: gold.PMID.filter((id) => onPage(pageText, id)) } : {}),
  };
}
