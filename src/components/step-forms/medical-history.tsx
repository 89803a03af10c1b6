import { profileFields } from '@contract/profile/fields';
import { defineMessages } from '@i18n/message';
import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';

const placeholderText = profileFields.familyHistory.savedWhenEmpty;

const words = defineMessages({
  next: { id: 'step.next', defaultMessage: 'Next' },
  medicationExample: {
    id: 'step.medicalHistory.medicationExample',
    defaultMessage: 'e.g. Metformin',
  },
  noMedications: {
    id: 'step.medicalHistory.noMedications',
    defaultMessage: 'No medications added yet.',
  },
  conditionExample: { id: 'step.medicalHistory.conditionExample', defaultMessage: 'e.g. Asthma' },
  noConditions: {
    id: 'step.medicalHistory.noConditions',
    defaultMessage: 'No other conditions added yet.',
  },
  familyExample: {
    id: 'step.medicalHistory.familyExample',
    defaultMessage:
      'Relatives with the same or related conditions, genetic testing in the family...',
  },
  familyHelp: {
    id: 'step.medicalHistory.familyHelp',
    defaultMessage: "Optional. Leave empty if you don't know.",
  },
});

/** Step 3: medications, other conditions and family history. All optional. */
export const medicalHistoryForm = defineStepForm({
  step: 'medicalHistory',
  submitLabel: words.next,
  controls: {
    medications: {
      kind: 'chips',
      placeholder: words.medicationExample,
      emptyText: words.noMedications,
    },
    otherConditions: {
      kind: 'chips',
      placeholder: words.conditionExample,
      emptyText: words.noConditions,
    },
    familyHistory: {
      kind: 'textarea',
      placeholder: words.familyExample,
      helperText: words.familyHelp,
    },
  },
  // The stored "No family history provided" is not something the patient wrote: an empty box.
  initialValues: (stored) =>
    stored.familyHistory === placeholderText ? { ...stored, familyHistory: '' } : stored,
});

/** The onboarding page of this step. */
export default function MedicalHistoryStep() {
  return <StepForm form={medicalHistoryForm} />;
}
