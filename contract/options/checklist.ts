/** The eleven checklist questions (spec section 2), in the spec's order. */
export const checklistQuestions = [
  { id: 'multipleCongenitalAnomalies', label: 'Multiple congenital anomalies' },
  { id: 'malformationPattern', label: 'Malformation pattern suggestive of genetic cause' },
  { id: 'abnormalNewbornScreen', label: 'Abnormal newborn screen or metabolic profile' },
  { id: 'refractoryHypoglycemia', label: 'Refractory or severe hypoglycemia' },
  {
    id: 'atypicalResponseToTherapy',
    label: 'Atypical response to therapy affecting major organ systems',
  },
  { id: 'severeHypotonia', label: 'Severe hypotonia' },
  { id: 'refractorySeizures', label: 'Refractory seizures' },
  { id: 'highRiskBRUE', label: 'High-risk BRUE (recurrent, seizure-like, or CPR-requiring)' },
  { id: 'abnormalChemistries', label: 'Abnormal chemistries implying inborn error of metabolism' },
  {
    id: 'abnormalCardiacTesting',
    label:
      'Abnormal cardiac testing suggesting channelopathy, cardiomyopathy, myocarditis or structural heart disease',
  },
  { id: 'relevantFamilyHistory', label: 'Relevant family history' },
] as const;

export type ChecklistItemId = (typeof checklistQuestions)[number]['id'];

export const checklistItemIds = checklistQuestions.map(
  (question) => question.id,
) as readonly ChecklistItemId[];

const knownIds: ReadonlySet<string> = new Set(checklistItemIds);

export function isChecklistItemId(id: string): id is ChecklistItemId {
  return knownIds.has(id);
}
