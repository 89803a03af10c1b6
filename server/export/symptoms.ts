/** A symptom as the patient gave it: free text, or a term of the HPO they chose. */
export interface Symptom {
  text: string;
  /** "HP:0001250" when the patient chose a term. */
  hpoId: string | null;
}

const HPO_ID = /^HP:\d{7}$/;

/**
 * Stored symptoms are strings, or `{ "text", "hpo_id" }` once the patient can choose an HPO term
 * (server/phenotypes). Anything else (an empty string, an object without text) is left out.
 */
export function symptomsOf(stored: unknown): Symptom[] {
  if (!Array.isArray(stored)) return [];
  const symptoms: Symptom[] = [];
  for (const item of stored) {
    if (typeof item === 'string') {
      if (item.trim()) symptoms.push({ text: item.trim(), hpoId: null });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const { text, hpo_id: hpoId } = item as { text?: unknown; hpo_id?: unknown };
    const coded = typeof hpoId === 'string' && HPO_ID.test(hpoId) ? hpoId : null;
    const words = typeof text === 'string' ? text.trim() : '';
    if (words || coded) symptoms.push({ text: words || (coded as string), hpoId: coded });
  }
  return symptoms;
}
