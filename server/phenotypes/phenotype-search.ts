import { type AidTable, buildAidTable } from './aid-table.ts';
import type { HpoTerms } from './hpo-terms.ts';
import { planEnglishQuery, planQuery, readQuery } from './query-plan.ts';
import { type RankedTerm, rankTerms } from './rank.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';
import type { SearchLanguage } from './word-forms.ts';

/** One suggestion: the term, its label in the asked language, the published name that matched. */
export interface PhenotypeMatch {
  id: string;
  label: string;
  matched: string;
}

export interface PhenotypeSearch {
  search(query: string, language: SearchLanguage, limit: number): PhenotypeMatch[];
}

interface Searchable {
  index: SearchIndex;
  aids: AidTable;
}

/**
 * The two languages' indexes over one release, built on first use, then searched synchronously.
 * A Spanish query searches the Spanish labels, and the English labels and plain-language
 * synonyms through the Spanish glossary; each term keeps its better score.
 */
export function createPhenotypeSearch(terms: HpoTerms): PhenotypeSearch {
  const built = new Map<SearchLanguage, Searchable>();
  const searchable = (language: SearchLanguage): Searchable => {
    let entry = built.get(language);
    if (!entry) {
      const index = buildSearchIndex(terms, language);
      const english = language === 'en' ? undefined : searchable('en').index.analyser;
      entry = { index, aids: buildAidTable(index.analyser, english) };
      built.set(language, entry);
    }
    return entry;
  };

  const inEnglish = (query: string, limit: number) => {
    const { index, aids } = searchable('en');
    const readings = planQuery(index, aids, readQuery(index, aids, query));
    return rankTerms(index, readings, limit).map(({ term, name }) => ({
      id: terms.ids[term] as string,
      label: terms.english[term] as string,
      matched: index.nameText[name] as string,
    }));
  };

  const inSpanish = (query: string, limit: number) => {
    const spanish = searchable('es');
    const english = searchable('en');
    const best = new Map<number, RankedTerm & { own: boolean }>();
    const keep = (ranked: RankedTerm[], own: boolean) => {
      for (const found of ranked) {
        const known = best.get(found.term);
        if (!known || found.score > known.score) best.set(found.term, { ...found, own });
      }
    };
    // One reading of the Spanish words (typing errors found once) serves both searches.
    const read = readQuery(spanish.index, spanish.aids, query);
    keep(rankTerms(spanish.index, planQuery(spanish.index, spanish.aids, read), limit), true);
    keep(rankTerms(english.index, planEnglishQuery(spanish, english, read), limit), false);
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.term - b.term)
      .slice(0, limit)
      .map(({ term, name, own }) => ({
        id: terms.ids[term] as string,
        label: terms.spanish[term] as string,
        // An English synonym found the term: the patient still reads the Spanish label.
        matched: own ? (spanish.index.nameText[name] as string) : (terms.spanish[term] as string),
      }));
  };

  return {
    search: (query, language, limit) =>
      language === 'es' ? inSpanish(query, limit) : inEnglish(query, limit),
  };
}
