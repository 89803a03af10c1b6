import { hpoRelease, phenotypeLabel } from '../phenotypes/index.ts';

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

/** server/phenotypes' release, attribution and published English labels. */
export const exportVocabulary: PhenotypeVocabulary = {
  release: hpoRelease.version,
  attribution: `${hpoRelease.attribution} Find out more at ${hpoRelease.url}`,
  labelOf: (hpoId) => phenotypeLabel(hpoId, 'en') ?? undefined,
};
