import type { BundleEntry, Questionnaire, QuestionnaireResponse } from '@medplum/fhirtypes';
import { onboardingSteps } from '../../../contract/onboarding/steps.ts';
import { checklistQuestions } from '../../../contract/options/checklist.ts';
import { questionnaireUrls } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';
import { instant } from './fhir-context.ts';

const checklistStep = onboardingSteps.find((step) => step.id === 'medicalChecklist');

/**
 * The spec's checklist: eleven yes/no questions, each item's linkId the spec's id, worded as the
 * patient read them.
 */
export const checklistQuestionnaire = (words: FhirContext['words']): Questionnaire => ({
  resourceType: 'Questionnaire',
  url: questionnaireUrls.checklist,
  name: 'MedicalAssessmentChecklist',
  title: checklistStep ? words(checklistStep.title) : 'Medical Assessment Checklist',
  status: 'active',
  subjectType: ['Patient'],
  item: checklistQuestions.map((question) => ({
    linkId: question.id,
    text: words(question.label),
    type: 'boolean',
  })),
});

/**
 * The checklist's answers, for patients who took the checklist branch (no report) or saved an
 * answer: "yes" for the ids saved, "no" for the others (the step saves only the yes answers).
 */
export function checklistEntries(context: FhirContext): BundleEntry[] {
  const { answers, updatedAt } = context.record;
  const saved = answers.checklistItems ?? [];
  if (saved.length === 0 && answers.hasGeneticReport !== false) return [];
  const yes = new Set<string>(saved);
  const response: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    questionnaire: questionnaireUrls.checklist,
    status: 'completed',
    subject: context.patient,
    author: context.patient,
    source: context.patient,
    authored: instant(updatedAt),
    item: checklistQuestions.map((question) => ({
      linkId: question.id,
      text: context.words(question.label),
      answer: [{ valueBoolean: yes.has(question.id) }],
    })),
  };
  return [
    context.entry('questionnaire/checklist', checklistQuestionnaire(context.words)),
    context.entry('checklist', response),
  ];
}
