import { defineMessages } from '@i18n/message';
import {
  selectCanSubmitReport,
  selectIsConfirmingRemoval,
  selectReadingResumed,
  selectUploadActor,
  selectWillRemoveReport,
} from '@machines/onboarding/selectors';
import type { uploadMachine } from '@machines/upload/upload.machine';
import type { ActorRefFrom } from 'xstate';
import { DeleteReportDialog } from '@/components/report-upload/delete-report-dialog';
import { ReportUpload } from '@/components/report-upload/report-upload';
import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';
import { useOnboardingRef, useOnboardingSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Alert } from '@/ui';

const words = defineMessages({
  next: { id: 'step.nextBookAppointment', defaultMessage: 'Next: Book Appointment' },
  question: {
    id: 'step.geneticReport.question',
    defaultMessage: "Do you have a clinical genetics testing report that you'd like to upload?",
  },
  willRemove: {
    id: 'step.geneticReport.willRemove',
    defaultMessage:
      'You uploaded a report earlier. If you continue with "No", that report and its results are removed from your profile.',
  },
});

/** Step 4's question; its answer also tells the machine whether to show the upload area. */
export const geneticReportForm = defineStepForm({
  step: 'geneticReport',
  submitLabel: words.next,
  controls: {
    hasGeneticReport: { kind: 'yesNo', label: words.question },
  },
  signalOnOpen: (values) => ({ type: 'report.answered', hasReport: values.hasGeneticReport }),
  signalOnChange: (_, values) => ({ type: 'report.answered', hasReport: values.hasGeneticReport }),
});

type UploadRef = ActorRefFrom<typeof uploadMachine>;

const answeredYes = { hasGeneticReport: true } as const;

/**
 * Step 4: a report, yes or no; yes opens the upload area, Next waits for a successful upload. A
 * reading found under way (the tab was closed) selects "Yes"; "No" with a report on file or on
 * its way is asked about before anything is deleted.
 */
export default function GeneticReportStep() {
  const onboarding = useOnboardingRef();
  const t = useText();
  const canSubmit = useOnboardingSelector(selectCanSubmitReport, false);
  const willRemove = useOnboardingSelector(selectWillRemoveReport, false);
  const confirming = useOnboardingSelector(selectIsConfirmingRemoval, false);
  const resumed = useOnboardingSelector(selectReadingResumed, false);
  const hasReport = useOnboardingSelector((s) => s.context.reportAnswer, false);
  const upload = useOnboardingSelector(selectUploadActor, undefined) as UploadRef | undefined;
  return (
    <StepForm
      form={geneticReportForm}
      submitDisabled={!canSubmit}
      preset={resumed ? answeredYes : null}
    >
      {hasReport && upload && <ReportUpload upload={upload} whileOnboarding />}
      {willRemove && (
        <Alert.Root status="info">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Description>{t(words.willRemove)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {confirming && (
        <DeleteReportDialog
          place="onboarding"
          onKeep={() => onboarding?.send({ type: 'report.removalCancelled' })}
          onConfirm={() => onboarding?.send({ type: 'report.removalConfirmed' })}
        />
      )}
    </StepForm>
  );
}
