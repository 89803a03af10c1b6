/**
 * A symptom as a patient gave it: free text ("bendy joints"), or text coded with the Human
 * Phenotype Ontology term it names. On the wire, in the database and in the app alike.
 */
export interface CodedSymptom {
  /** The patient's words (or the plain-language name they chose). */
  text: string;
  /** An HPO term id of the shipped release (contract/phenotypes/hpo-release.ts). */
  hpo_id: string;
}
export type Symptom = string | CodedSymptom;

export const HPO_ID_PATTERN = /^HP:\d{7}$/;

export const symptomText = (symptom: Symptom): string =>
  typeof symptom === 'string' ? symptom : symptom.text;

export const symptomCode = (symptom: Symptom): string | null =>
  typeof symptom === 'string' ? null : symptom.hpo_id;

/** Two entries name the same symptom: the same term, or (both uncoded) the same words. */
export function sameSymptom(a: Symptom, b: Symptom): boolean {
  const codeA = symptomCode(a);
  const codeB = symptomCode(b);
  if (codeA || codeB) return codeA === codeB;
  return symptomText(a).trim().toLowerCase() === symptomText(b).trim().toLowerCase();
}
