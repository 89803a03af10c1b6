import { defineMessages } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';

const words = defineMessages({
  next: { id: 'step.next', defaultMessage: 'Next' },
  diagnosed: {
    id: 'step.medicalCondition.diagnosed',
    defaultMessage: 'Have you been clinically diagnosed with a rare condition?',
  },
  conditionExample: {
    id: 'step.medicalCondition.conditionExample',
    defaultMessage: 'e.g. Cystic fibrosis',
  },
  symptomExample: { id: 'step.medicalCondition.symptomExample', defaultMessage: 'e.g. Fatigue' },
  symptomHelp: {
    id: 'step.medicalCondition.symptomHelp',
    defaultMessage: 'Choose a suggestion, or press Enter or Add to keep your own words.',
  },
  noSymptoms: { id: 'step.medicalCondition.noSymptoms', defaultMessage: 'No symptoms added yet.' },
});

/** Step 2: diagnosed yes/no (yes reveals condition and year) and the symptom list. */
export const medicalConditionForm = defineStepForm({
  step: 'medicalCondition',
  submitLabel: words.next,
  controls: {
    hasBeenDiagnosed: { kind: 'yesNo', label: words.diagnosed },
    primaryCondition: {
      kind: 'text',
      placeholder: words.conditionExample,
      visibleWhen: (values) => values.hasBeenDiagnosed,
      pairWithNext: true,
    },
    yearOfDiagnosis: {
      kind: 'year',
      placeholder: verbatim(String(new Date().getFullYear())),
      visibleWhen: (values) => values.hasBeenDiagnosed,
    },
    primarySymptoms: {
      kind: 'symptoms',
      placeholder: words.symptomExample,
      helperText: words.symptomHelp,
      emptyText: words.noSymptoms,
    },
  },
});

/** The onboarding page of this step. */
export default function MedicalConditionStep() {
  return <StepForm form={medicalConditionForm} />;
}
