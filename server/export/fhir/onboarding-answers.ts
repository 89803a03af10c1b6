import type {
  BundleEntry,
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
} from '@medplum/fhirtypes';
import { onboardingSteps } from '../../../contract/onboarding/steps.ts';
import type { AnyField } from '../../../contract/profile/field-kinds.ts';
import { profileFields } from '../../../contract/profile/fields.ts';
import { exportTexts } from '../export-words.ts';
import { symptomsOf } from '../symptoms.ts';
import { questionnaireUrls, systems } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';
import { instant } from './fhir-context.ts';

type ItemType = QuestionnaireItem['type'];

const ITEM_TYPES: Record<AnyField['kind'], ItemType> = {
  text: 'string',
  date: 'date',
  choice: 'string',
  year: 'integer',
  list: 'string',
  symptoms: 'open-choice',
  flag: 'boolean',
  subset: 'string',
  timestamp: 'dateTime',
};

const stepFields = (stepId: string) =>
  Object.values(profileFields).filter((field) => (field.step as string | null) === stepId);

function itemTypeOf(field: AnyField): ItemType {
  if (field.wire === profileFields.primarySymptoms.wire) return 'open-choice';
  if (field.kind === 'text' && 'multiline' in field && field.multiline) return 'text';
  return ITEM_TYPES[field.kind];
}

/**
 * Every question of onboarding, one group per step and one item per declared field
 * (contract/profile/fields.ts), so a field added there is exported with no change here.
 */
export const onboardingQuestionnaire = (words: FhirContext['words']): Questionnaire => ({
  resourceType: 'Questionnaire',
  url: questionnaireUrls.onboarding,
  name: 'OnboardingAnswers',
  title: words(exportTexts.onboarding),
  status: 'active',
  subjectType: ['Patient'],
  item: onboardingSteps.map((step) => ({
    linkId: step.id,
    text: words(step.title),
    type: 'group',
    item: stepFields(step.id).map((field) => {
      const repeats = field.kind === 'list' || field.kind === 'subset';
      return {
        linkId: field.wire,
        text: words(field.label),
        type: itemTypeOf(field),
        ...(repeats ? { repeats } : {}),
      };
    }),
  })),
});

function answersOf(field: AnyField, value: unknown): QuestionnaireResponseItemAnswer[] {
  if (value === null || value === undefined || value === '') return [];
  if (field.wire === profileFields.primarySymptoms.wire) {
    return symptomsOf(value).map((symptom) =>
      symptom.hpoId
        ? { valueCoding: { system: systems.hpo, code: symptom.hpoId, display: symptom.text } }
        : { valueString: symptom.text },
    );
  }
  if (Array.isArray(value)) return value.map((item) => ({ valueString: String(item) }));
  switch (field.kind) {
    case 'flag':
      return [{ valueBoolean: Boolean(value) }];
    case 'year':
      return [{ valueInteger: Number(value) }];
    case 'date':
      return [{ valueDate: String(value) }];
    case 'timestamp':
      return [{ valueDateTime: instant(String(value)) }];
    default:
      return [{ valueString: String(value) }];
  }
}

/** The patient's answers to every onboarding question as given, before any mapping. */
export function onboardingAnswerEntries(context: FhirContext): BundleEntry[] {
  const stored = context.record.answers as Record<string, unknown>;
  const groups: QuestionnaireResponseItem[] = [];
  for (const step of onboardingSteps) {
    const items: QuestionnaireResponseItem[] = [];
    for (const field of stepFields(step.id)) {
      const answer = answersOf(field, stored[field.wire]);
      if (answer.length)
        items.push({ linkId: field.wire, text: context.words(field.label), answer });
    }
    if (items.length)
      groups.push({ linkId: step.id, text: context.words(step.title), item: items });
  }
  const response: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    questionnaire: questionnaireUrls.onboarding,
    status: context.record.answers.has_completed_onboarding ? 'completed' : 'in-progress',
    subject: context.patient,
    author: context.patient,
    source: context.patient,
    authored: instant(context.record.updatedAt),
    ...(groups.length ? { item: groups } : {}),
  };
  return [
    context.entry('questionnaire/onboarding', onboardingQuestionnaire(context.words)),
    context.entry('onboarding-answers', response),
  ];
}
