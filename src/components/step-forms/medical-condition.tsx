import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';

/** Step 2: diagnosed yes/no (yes reveals condition and year) and the symptom list. */
export const medicalConditionForm = defineStepForm({
  step: 'medicalCondition',
  submitLabel: 'Next',
  controls: {
    hasBeenDiagnosed: {
      kind: 'yesNo',
      label: 'Have you been clinically diagnosed with a rare condition?',
    },
    primaryCondition: {
      kind: 'text',
      placeholder: 'e.g. Cystic fibrosis',
      visibleWhen: (values) => values.hasBeenDiagnosed,
      pairWithNext: true,
    },
    yearOfDiagnosis: {
      kind: 'year',
      placeholder: String(new Date().getFullYear()),
      visibleWhen: (values) => values.hasBeenDiagnosed,
    },
    primarySymptoms: {
      kind: 'symptoms',
      placeholder: 'e.g. Fatigue',
      helperText: 'Choose a suggestion, or press Enter or Add to keep your own words.',
      emptyText: 'No symptoms added yet.',
    },
  },
});

/** The onboarding page of this step. */
export default function MedicalConditionStep() {
  return <StepForm form={medicalConditionForm} />;
}
