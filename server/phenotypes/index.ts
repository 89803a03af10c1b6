/**
 * The Human Phenotype Ontology on the server: search for the symptoms box, and what exports
 * need (a term's label by id, the release and its attribution). The terms are read and indexed
 * on first use, once per process (about 25 MB; docs/phenotypes.md).
 *
 *   import { hpoRelease, phenotypeLabel, isReleaseTerm } from '../phenotypes/index.ts';
 *   phenotypeLabel('HP:0001250', 'es')   // 'Convulsiones'
 *   hpoRelease.version                   // '2026-02-16'
 *   hpoRelease.attribution               // 'This product uses the Human Phenotype Ontology (version 2026-02-16).'
 */
import { hpoRelease } from '../../contract/phenotypes/hpo-release.ts';
import { type HpoTerms, readHpoTerms } from './hpo-terms.ts';
import {
  createPhenotypeSearch,
  type PhenotypeMatch,
  type PhenotypeSearch,
} from './phenotype-search.ts';
import type { SearchLanguage } from './word-forms.ts';

export type { PhenotypeMatch, SearchLanguage };
export { hpoRelease };

let terms: HpoTerms | null = null;
let search: PhenotypeSearch | null = null;

const loadedTerms = () => {
  terms ??= readHpoTerms();
  return terms;
};

/**
 * A term's published label in English or Spanish, or null when the shipped release has no such
 * id. Obsolete terms keep their label ("obsolete ..."), as the release publishes it.
 */
export function phenotypeLabel(id: string, language: SearchLanguage = 'en'): string | null {
  const all = loadedTerms();
  const index = all.indexOf.get(id);
  if (index === undefined) return null;
  return (language === 'es' ? all.spanish[index] : all.english[index]) ?? null;
}

/** Whether the shipped release holds this id (a stored symptom's code is checked with it). */
export function isReleaseTerm(id: string): boolean {
  return loadedTerms().indexOf.has(id);
}

/** Up to `limit` terms for what a patient typed, best first (GET /api/phenotypes). */
export function searchPhenotypes(
  query: string,
  language: SearchLanguage,
  limit: number,
): PhenotypeMatch[] {
  search ??= createPhenotypeSearch(loadedTerms());
  return search.search(query, language, limit);
}

/** Reads and indexes the release ahead of the first patient (the server calls it after start). */
export function warmPhenotypes(): void {
  searchPhenotypes('warm', 'en', 1);
  searchPhenotypes('warm', 'es', 1);
}
