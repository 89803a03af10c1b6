import {
  type PhenotypeLanguage,
  type PhenotypeTerm,
  phenotypeSearchResponseSchema,
} from '@contract/phenotypes/phenotype-search';
import { requestJson } from './http';

/** `GET /api/phenotypes`: HPO terms for what the patient is typing, best first. */
export async function searchPhenotypes(
  query: string,
  lang: PhenotypeLanguage,
  signal: AbortSignal,
): Promise<PhenotypeTerm[]> {
  const { terms } = await requestJson(phenotypeSearchResponseSchema, (client) =>
    client.get('api/phenotypes', { searchParams: { q: query, lang }, signal }),
  );
  return terms;
}
