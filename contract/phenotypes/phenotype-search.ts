import * as v from 'valibot';

/** Languages the search reads (HPO publishes Spanish labels; plain synonyms are English only). */
export const phenotypeLanguages = ['en', 'es'] as const;
export type PhenotypeLanguage = (typeof phenotypeLanguages)[number];

/** Suggestions start after this many characters (fewer say too little to search). */
export const PHENOTYPE_QUERY_MIN = 2;
export const PHENOTYPE_QUERY_MAX = 200;
export const PHENOTYPE_LIMIT_DEFAULT = 8;
export const PHENOTYPE_LIMIT_MAX = 20;

/** `GET /api/phenotypes?q=&lang=&limit=`: query parameters arrive as text. */
export const phenotypeQuerySchema = v.object({
  q: v.pipe(
    v.string('q is required'),
    v.maxLength(PHENOTYPE_QUERY_MAX, `q must be at most ${PHENOTYPE_QUERY_MAX} characters`),
  ),
  lang: v.optional(v.picklist(phenotypeLanguages, 'lang must be en or es'), 'en'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, `limit must be a whole number from 1 to ${PHENOTYPE_LIMIT_MAX}`),
      v.transform(Number),
      v.minValue(1, `limit must be a whole number from 1 to ${PHENOTYPE_LIMIT_MAX}`),
      v.maxValue(
        PHENOTYPE_LIMIT_MAX,
        `limit must be a whole number from 1 to ${PHENOTYPE_LIMIT_MAX}`,
      ),
    ),
    String(PHENOTYPE_LIMIT_DEFAULT),
  ),
});

/** One suggestion: the term, its label, and the published name (often a plain synonym) that matched. */
export const phenotypeTermSchema = v.object({
  id: v.string(),
  label: v.string(),
  matched: v.string(),
});
export type PhenotypeTerm = v.InferOutput<typeof phenotypeTermSchema>;

export const phenotypeSearchResponseSchema = v.object({
  terms: v.array(phenotypeTermSchema),
});
export type PhenotypeSearchResponse = v.InferOutput<typeof phenotypeSearchResponseSchema>;
