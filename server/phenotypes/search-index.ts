import { letterMask } from './edit-distance.ts';
import type { HpoTerms } from './hpo-terms.ts';
import { type Analyser, createAnalyser, type SearchLanguage } from './word-forms.ts';

/** A published name of a term: its label or one of its plain-language synonyms. */
export const NameKind = { Label: 0, PlainSynonym: 1 } as const;
type NameKind = (typeof NameKind)[keyof typeof NameKind];

/**
 * What one language searches: every published name of every current term, cut into stems,
 * with the postings (names holding a stem) and the vocabulary for prefixes and typing errors.
 * Typed arrays keep it small (docs/phenotypes.md, "Memory").
 */
export interface SearchIndex {
  analyser: Analyser;
  terms: HpoTerms;
  nameTerm: Int32Array;
  nameKind: Uint8Array;
  nameText: string[];
  /** Stems of name n: nameStems[nameStart[n] .. nameStart[n + 1]), distinct, in reading order. */
  nameStart: Int32Array;
  nameStems: Int32Array;
  /** Sum of the idf of a name's stems: how much there is to match. */
  nameWeight: Float32Array;
  stems: string[];
  stemId: Map<string, number>;
  idf: Float32Array;
  postings: Int32Array[];
  /** Distinct folded words, sorted (prefixes), each with its stem and how many names use it. */
  surfaces: string[];
  surfaceStem: Int32Array;
  surfaceCount: Int32Array;
  /** Each surface's letters as bits, to skip most words when looking for typing errors. */
  surfaceLetters: Int32Array;
  /** Stems sorted, for related word forms ("abdomen", "abdominal"). */
  sortedStems: string[];
  /**
   * For each term, how many other terms' names contain every word of its label: "Short stature"
   * sits inside "Proportionate short stature" and a dozen more. Without the ontology's hierarchy
   * (not shipped), this says which terms are the general ones patients mean.
   */
  termBreadth: Float32Array;
}

function includes(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return sorted[low] === value;
}

function breadthOfTerms(
  termCount: number,
  nameTerm: Int32Array,
  nameKind: Uint8Array,
  nameStart: Int32Array,
  nameStems: Int32Array,
  postings: Int32Array[],
): Float32Array {
  const breadth = new Float32Array(termCount);
  for (let n = 0; n < nameTerm.length; n += 1) {
    if (nameKind[n] !== NameKind.Label) continue;
    const own = Array.from(
      nameStems.subarray(nameStart[n], nameStart[n + 1]),
      (stem) => postings[stem] as Int32Array,
    );
    if (own.length === 0) continue;
    own.sort((a, b) => a.length - b.length);
    const [shortest, ...rest] = own as [Int32Array, ...Int32Array[]];
    const term = nameTerm[n] as number;
    const holders = new Set<number>();
    for (const other of shortest) {
      const otherTerm = nameTerm[other] as number;
      if (otherTerm !== term && rest.every((list) => includes(list, other))) holders.add(otherTerm);
    }
    breadth[term] = Math.log2(1 + holders.size);
  }
  return breadth;
}

function namesOf(terms: HpoTerms, language: SearchLanguage) {
  const names: { term: number; kind: NameKind; text: string }[] = [];
  terms.ids.forEach((_, term) => {
    if (terms.obsolete[term]) return;
    if (language === 'es') {
      names.push({ term, kind: NameKind.Label, text: terms.spanish[term] as string });
      return;
    }
    names.push({ term, kind: NameKind.Label, text: terms.english[term] as string });
    for (const text of terms.laySynonyms[term] ?? []) {
      names.push({ term, kind: NameKind.PlainSynonym, text });
    }
  });
  return names;
}

export function buildSearchIndex(terms: HpoTerms, language: SearchLanguage): SearchIndex {
  const analyser = createAnalyser(language);
  const names = namesOf(terms, language);
  const stemId = new Map<string, number>();
  const stems: string[] = [];
  const surfaceStemOf = new Map<string, number>();
  const surfaceUses = new Map<string, number>();
  const nameStart = new Int32Array(names.length + 1);
  const flat: number[] = [];
  const postingLists: number[][] = [];

  names.forEach((name, index) => {
    nameStart[index] = flat.length;
    const seen = new Set<number>();
    for (const word of analyser.nameWords(name.text)) {
      let id = stemId.get(word.stem);
      if (id === undefined) {
        id = stems.length;
        stems.push(word.stem);
        stemId.set(word.stem, id);
        postingLists.push([]);
      }
      surfaceStemOf.set(word.surface, id);
      surfaceUses.set(word.surface, (surfaceUses.get(word.surface) ?? 0) + 1);
      if (seen.has(id)) continue;
      seen.add(id);
      flat.push(id);
      postingLists[id]?.push(index);
    }
  });
  nameStart[names.length] = flat.length;
  const nameStems = Int32Array.from(flat);

  const idf = new Float32Array(stems.length);
  postingLists.forEach((list, id) => {
    idf[id] = Math.log(1 + names.length / list.length);
  });
  const nameWeight = new Float32Array(names.length);
  for (let n = 0; n < names.length; n += 1) {
    let total = 0;
    for (let k = nameStart[n] as number; k < (nameStart[n + 1] as number); k += 1) {
      total += idf[nameStems[k] as number] as number;
    }
    nameWeight[n] = total;
  }

  const surfaces = [...surfaceStemOf.keys()].sort();
  const nameTerm = Int32Array.from(names, (name) => name.term);
  const nameKind = Uint8Array.from(names, (name) => name.kind);
  const postings = postingLists.map((list) => Int32Array.from(list));
  return {
    analyser,
    terms,
    nameTerm,
    nameKind,
    nameText: names.map((name) => name.text),
    nameStart,
    nameStems,
    nameWeight,
    stems,
    stemId,
    idf,
    postings,
    surfaces,
    surfaceStem: Int32Array.from(surfaces, (surface) => surfaceStemOf.get(surface) ?? -1),
    surfaceCount: Int32Array.from(surfaces, (surface) => surfaceUses.get(surface) ?? 0),
    surfaceLetters: Int32Array.from(surfaces, letterMask),
    sortedStems: [...stems].sort(),
    termBreadth: breadthOfTerms(
      terms.ids.length,
      nameTerm,
      nameKind,
      nameStart,
      nameStems,
      postings,
    ),
  };
}
