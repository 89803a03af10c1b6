import { defineMessage } from '../../i18n/message.ts';

/** The eleven checklist questions (spec section 2), in the spec's order. */
export const checklistQuestions = [
  {
    id: 'multipleCongenitalAnomalies',
    label: defineMessage({
      id: 'option.checklist.multipleCongenitalAnomalies',
      defaultMessage: 'Multiple congenital anomalies',
    }),
  },
  {
    id: 'malformationPattern',
    label: defineMessage({
      id: 'option.checklist.malformationPattern',
      defaultMessage: 'Malformation pattern suggestive of genetic cause',
    }),
  },
  {
    id: 'abnormalNewbornScreen',
    label: defineMessage({
      id: 'option.checklist.abnormalNewbornScreen',
      defaultMessage: 'Abnormal newborn screen or metabolic profile',
    }),
  },
  {
    id: 'refractoryHypoglycemia',
    label: defineMessage({
      id: 'option.checklist.refractoryHypoglycemia',
      defaultMessage: 'Refractory or severe hypoglycemia',
    }),
  },
  {
    id: 'atypicalResponseToTherapy',
    label: defineMessage({
      id: 'option.checklist.atypicalResponseToTherapy',
      defaultMessage: 'Atypical response to therapy affecting major organ systems',
    }),
  },
  {
    id: 'severeHypotonia',
    label: defineMessage({
      id: 'option.checklist.severeHypotonia',
      defaultMessage: 'Severe hypotonia',
    }),
  },
  {
    id: 'refractorySeizures',
    label: defineMessage({
      id: 'option.checklist.refractorySeizures',
      defaultMessage: 'Refractory seizures',
    }),
  },
  {
    id: 'highRiskBRUE',
    label: defineMessage({
      id: 'option.checklist.highRiskBRUE',
      defaultMessage: 'High-risk BRUE (recurrent, seizure-like, or CPR-requiring)',
    }),
  },
  {
    id: 'abnormalChemistries',
    label: defineMessage({
      id: 'option.checklist.abnormalChemistries',
      defaultMessage: 'Abnormal chemistries implying inborn error of metabolism',
    }),
  },
  {
    id: 'abnormalCardiacTesting',
    label: defineMessage({
      id: 'option.checklist.abnormalCardiacTesting',
      defaultMessage:
        'Abnormal cardiac testing suggesting channelopathy, cardiomyopathy, myocarditis or structural heart disease',
    }),
  },
  {
    id: 'relevantFamilyHistory',
    label: defineMessage({
      id: 'option.checklist.relevantFamilyHistory',
      defaultMessage: 'Relevant family history',
    }),
  },
] as const;

export type ChecklistItemId = (typeof checklistQuestions)[number]['id'];

export const checklistItemIds = checklistQuestions.map(
  (question) => question.id,
) as readonly ChecklistItemId[];

const knownIds: ReadonlySet<string> = new Set(checklistItemIds);

export function isChecklistItemId(id: string): id is ChecklistItemId {
  return knownIds.has(id);
}
