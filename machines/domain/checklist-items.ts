import { type ChecklistItemId, checklistItemIds } from './checklist-ids';

export type { ChecklistItemId } from './checklist-ids';

const labels: Record<ChecklistItemId, string> = {
  multipleCongenitalAnomalies: 'Multiple congenital anomalies',
  malformationPattern: 'Malformation pattern suggestive of genetic cause',
  abnormalNewbornScreen: 'Abnormal newborn screen or metabolic profile',
  refractoryHypoglycemia: 'Refractory or severe hypoglycemia',
  atypicalResponseToTherapy: 'Atypical response to therapy affecting major organ systems',
  severeHypotonia: 'Severe hypotonia',
  refractorySeizures: 'Refractory seizures',
  highRiskBRUE: 'High-risk BRUE (recurrent, seizure-like, or CPR-requiring)',
  abnormalChemistries: 'Abnormal chemistries implying inborn error of metabolism',
  abnormalCardiacTesting:
    'Abnormal cardiac testing suggesting channelopathy, cardiomyopathy, myocarditis or structural heart disease',
  relevantFamilyHistory: 'Relevant family history',
};

/** The eleven checklist questions, in the spec's order. */
export const checklistItems = checklistItemIds.map((id) => ({ id, label: labels[id] }));
