/**
 * What the export needs from the Human Phenotype Ontology: the published label of a term, the
 * release the labels come from and the sentence HPO's licence asks for wherever its terms are
 * exported (../shared/data/hpo/README.md). server/phenotypes provides the real lookup; the export
 * takes it as an argument so it can be given any vocabulary (tests give a small one).
 */
export interface PhenotypeVocabulary {
  /** The HPO release, e.g. "2026-02-16". */
  release: string;
  /** e.g. "This product uses the Human Phenotype Ontology (version 2026-02-16)...". */
  attribution: string;
  /** The published English label of a term id ("HP:0001250"), or undefined when unknown. */
  labelOf(hpoId: string): string | undefined;
}

const HPO_RELEASE = '2026-02-16';

/**
 * Until server/phenotypes is merged: the release of the HPO files the product derives its terms
 * from, with no labels, so a coded symptom keeps the wording stored with it. The lead replaces
 * this with server/phenotypes' lookup, release and attribution (one import).
 */
export const exportVocabulary: PhenotypeVocabulary = {
  release: HPO_RELEASE,
  attribution: `This product uses the Human Phenotype Ontology (version ${HPO_RELEASE}). Find out more at https://hpo.jax.org`,
  labelOf: () => undefined,
};
