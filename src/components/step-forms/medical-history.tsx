import { profileFields } from '@contract/profile/fields';
import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';

const placeholderText = profileFields.familyHistory.savedWhenEmpty;

/** Step 3: medications, other conditions and family history. All optional. */
export const medicalHistoryForm = defineStepForm({
  step: 'medicalHistory',
  submitLabel: 'Next',
  controls: {
    medications: {
      kind: 'chips',
      placeholder: 'e.g. Metformin',
      emptyText: 'No medications added yet.',
    },
    otherConditions: {
      kind: 'chips',
      placeholder: 'e.g. Asthma',
      emptyText: 'No other conditions added yet.',
    },
    familyHistory: {
      kind: 'textarea',
      placeholder:
        'Relatives with the same or related conditions, genetic testing in the family...',
      helperText: "Optional. Leave empty if you don't know.",
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
