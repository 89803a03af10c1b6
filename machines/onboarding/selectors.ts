import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../app/app.machine';
import {
  checklistStep,
  type OnboardingStepId,
  onboardingSteps,
  stepNumber,
  totalOnboardingSteps,
} from '../domain/onboarding-steps';
import { isServedState } from '../domain/served-state';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

const stepIds: OnboardingStepId[] = [...onboardingSteps.map((s) => s.id), checklistStep.id];

/** The onboarding step on screen, or null outside onboarding. */
export function selectCurrentStep(snapshot: AppSnapshot): OnboardingStepId | null {
  for (const id of stepIds) {
    if (snapshot.matches({ signedIn: { onboarding: id } })) return id;
  }
  return null;
}

export function selectCurrentStepNumber(snapshot: AppSnapshot): number {
  const step = selectCurrentStep(snapshot);
  return step ? stepNumber(step) : 0;
}

/** Progress bar width in percent: current step number / 5. */
export const selectProgressPercent = (snapshot: AppSnapshot): number =>
  (selectCurrentStepNumber(snapshot) / totalOnboardingSteps) * 100;

/** Steps before the current one get a tick. */
export function selectFinishedSteps(snapshot: AppSnapshot): number[] {
  const current = selectCurrentStepNumber(snapshot);
  return onboardingSteps.map((s) => s.number).filter((n) => n < current);
}

const savingStates = [
  { signedIn: { onboarding: { personalInfo: 'saving' } } },
  { signedIn: { onboarding: { medicalCondition: 'saving' } } },
  { signedIn: { onboarding: { medicalHistory: 'saving' } } },
  { signedIn: { onboarding: { geneticReport: 'saving' } } },
  { signedIn: { onboarding: { medicalChecklist: 'saving' } } },
] as const;

export const selectIsSaving = (snapshot: AppSnapshot): boolean =>
  savingStates.some((state) => snapshot.matches(state));

export const selectIsCompleting = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedIn: { onboarding: { bookAppointment: 'completing' } } });

/** The label of a step's submit button: "Saving..." while saving. */
export const selectSubmitLabel = (snapshot: AppSnapshot, idleLabel: string): string =>
  selectIsSaving(snapshot) ? 'Saving...' : idleLabel;

export const selectCompleteLabel = (snapshot: AppSnapshot): string =>
  selectIsCompleting(snapshot) ? 'Completing...' : 'Complete & Go to Dashboard';

/** The machine refused a non-Michigan state on the last submit. */
export const selectIsNotServed = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedIn: { onboarding: { personalInfo: 'notServed' } } });

/** The inline "Service Not Available in Your State" notice follows the chosen value. */
export const selectShowsStateNotice = (chosenState: string): boolean =>
  chosenState !== '' && !isServedState(chosenState);

export const selectReportAnswer = (snapshot: AppSnapshot): boolean => snapshot.context.reportAnswer;

/** Next on the genetic report step: not while saving, and for "yes" only after a successful upload. */
export const selectCanSubmitReport = (snapshot: AppSnapshot): boolean =>
  !selectIsSaving(snapshot) && (!snapshot.context.reportAnswer || snapshot.context.reportUploaded);

/** The upload and booking child actors of the current step, for their own selectors. */
export const selectUploadActor = (snapshot: AppSnapshot) => snapshot.children.upload;
export const selectBookingActor = (snapshot: AppSnapshot) => snapshot.children.booking;
