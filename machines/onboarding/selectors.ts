import {
  type OnboardingStepId,
  onboardingSteps,
  stepById,
  totalOnboardingSteps,
} from '@contract/onboarding/steps';
import { isServedState } from '@contract/options/served-state';
import type { ProfileFieldName, UserProfile } from '@contract/profile/profile';
import { defineMessages, type Message } from '@i18n/message';
import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine } from './onboarding.machine';

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** The step on screen, or null while the wizard opens. */
export const selectCurrentStep = (snapshot: OnboardingSnapshot): OnboardingStepId | null =>
  snapshot.context.page;

export function selectCurrentStepNumber(snapshot: OnboardingSnapshot): number {
  const step = selectCurrentStep(snapshot);
  return step ? stepById(step).number : 0;
}

/** Progress bar width in percent: current step number / 5. */
export const selectProgressPercent = (snapshot: OnboardingSnapshot): number =>
  (selectCurrentStepNumber(snapshot) / totalOnboardingSteps) * 100;

/** Numbered steps before the current one get a tick. */
export function selectFinishedSteps(snapshot: OnboardingSnapshot): number[] {
  const current = selectCurrentStepNumber(snapshot);
  return [...new Set(onboardingSteps.map((step) => step.number))].filter((n) => n < current);
}

export const selectProfile = (snapshot: OnboardingSnapshot): UserProfile =>
  snapshot.context.profile;

export const selectIsSaving = (snapshot: OnboardingSnapshot): boolean =>
  snapshot.matches({ active: { save: 'saving' } });

/** The last save failed: its reason (the server's words) and the answer it is about. */
export const selectSaveFailure = (snapshot: OnboardingSnapshot) =>
  snapshot.matches({ active: { save: 'failed' } }) ? snapshot.context.saveFailure : null;

export function selectFieldError(
  snapshot: OnboardingSnapshot,
  field: ProfileFieldName,
): Message | null {
  const failure = selectSaveFailure(snapshot);
  return failure?.field === field ? failure.reason : null;
}

export const selectIsCompleting = (snapshot: OnboardingSnapshot): boolean =>
  selectIsSaving(snapshot) && snapshot.context.pending?.step === 'bookAppointment';

const busyLabels = defineMessages({
  saving: { id: 'step.saving', defaultMessage: 'Saving...' },
  completing: { id: 'step.bookAppointment.completing', defaultMessage: 'Completing...' },
  complete: {
    id: 'step.bookAppointment.complete',
    defaultMessage: 'Complete & Go to Dashboard',
  },
});

/** The label of a step's submit button: "Saving..." while saving. */
export const selectSubmitLabel = (snapshot: OnboardingSnapshot, idleLabel: Message): Message =>
  selectIsSaving(snapshot) ? busyLabels.saving : idleLabel;

export const selectCompleteLabel = (snapshot: OnboardingSnapshot): Message =>
  selectIsCompleting(snapshot) ? busyLabels.completing : busyLabels.complete;

/** The machine refused a non-Michigan state. */
export const selectIsNotServed = (snapshot: OnboardingSnapshot): boolean =>
  snapshot.matches({ active: { page: { personalInfo: 'notServed' } } });

/** The inline "Service Not Available in Your State" notice follows the chosen value. */
export const selectShowsStateNotice = (chosenState: string): boolean =>
  chosenState !== '' && !isServedState(chosenState);

export const selectReportAnswer = (snapshot: OnboardingSnapshot): boolean =>
  snapshot.context.reportAnswer;

/** Next on the genetic report step: not while saving, and for "yes" only with a report on file. */
export const selectCanSubmitReport = (snapshot: OnboardingSnapshot): boolean =>
  !selectIsSaving(snapshot) && (!snapshot.context.reportAnswer || snapshot.context.reportOnFile);

/** Saving "no" removes a report on file or on its way: the step says so before the patient saves. */
export const selectWillRemoveReport = (snapshot: OnboardingSnapshot): boolean =>
  !snapshot.context.reportAnswer &&
  (snapshot.context.reportOnFile || snapshot.context.reportPending);

/** "Delete your report?" is asked before "No" is saved. */
export const selectIsConfirmingRemoval = (snapshot: OnboardingSnapshot): boolean =>
  snapshot.matches({ active: { save: 'confirmingRemoval' } });

/** The step opened on a reading sent before the tab was closed: its answer is "Yes". */
export const selectReadingResumed = (snapshot: OnboardingSnapshot): boolean =>
  snapshot.context.readingResumed;

/** The upload and booking child actors of the current step, for their own selectors. */
export const selectUploadActor = (snapshot: OnboardingSnapshot) => snapshot.children.upload;
export const selectBookingActor = (snapshot: OnboardingSnapshot) => snapshot.children.booking;

/** The address of the step on screen (step 1 at its alias after step 2's Back). */
export function selectStepPath(snapshot: OnboardingSnapshot): string | null {
  const step = selectCurrentStep(snapshot);
  if (!step) return null;
  const { path, aliases } = stepById(step);
  return step === 'personalInfo' && snapshot.context.stepOneAlias ? (aliases[0] ?? path) : path;
}
