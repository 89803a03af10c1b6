import { defineMessage } from '@i18n/message';
import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';

/** The checklist branch (no report): eleven yes/no questions; only "yes" answers are saved. */
export const medicalChecklistForm = defineStepForm({
  step: 'medicalChecklist',
  submitLabel: defineMessage({
    id: 'step.nextBookAppointment',
    defaultMessage: 'Next: Book Appointment',
  }),
  controls: { checklistItems: { kind: 'checklist' } },
});

/** The onboarding page of this step. */
export default function MedicalChecklistStep() {
  return <StepForm form={medicalChecklistForm} />;
}
