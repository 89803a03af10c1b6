/** The eleven checklist questions' ids, in the spec's order (their labels: checklist-items.ts). */
export const checklistItemIds = [
  'multipleCongenitalAnomalies',
  'malformationPattern',
  'abnormalNewbornScreen',
  'refractoryHypoglycemia',
  'atypicalResponseToTherapy',
  'severeHypotonia',
  'refractorySeizures',
  'highRiskBRUE',
  'abnormalChemistries',
  'abnormalCardiacTesting',
  'relevantFamilyHistory',
] as const;

export type ChecklistItemId = (typeof checklistItemIds)[number];

const knownIds: ReadonlySet<string> = new Set(checklistItemIds);

export function isChecklistItemId(id: string): id is ChecklistItemId {
  return knownIds.has(id);
}
