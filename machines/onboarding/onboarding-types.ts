import { completedRank, type OnboardingStepId, rankOfStep } from '@contract/onboarding/steps';
import type { AnswersPatch, UserProfile } from '@contract/profile/profile';
import type { AppointmentBookedEvent } from '../booking/booking.machine';
import type { RouteEvent } from '../routes/route-event';
import type { SaveAnswersInput } from '../save/save-answers.machine';
import type { SaveFailure } from '../save/save-outcome';
import type {
  ReadingResumedEvent,
  ReportClearedEvent,
  ReportPendingEvent,
  ReportUploadedEvent,
} from '../upload/upload.machine';

export interface OnboardingInput {
  profile: UserProfile;
  /** The first step whose answers were never saved (the registry's rule), null when done. */
  resumeAt: OnboardingStepId | null;
  /** A page the address asked for; opened once the wizard runs, if the patient may. */
  route: RouteEvent | null;
}

export interface OnboardingContext {
  profile: UserProfile;
  resumeAt: OnboardingStepId | null;
  route: RouteEvent | null;
  /** The step on screen. */
  page: OnboardingStepId | null;
  /** The furthest step reached (its rank in the registry): later steps cannot be opened. */
  furthestRank: number;
  /** "Yes, I have a report" on the genetic report step (before it is saved). */
  reportAnswer: boolean;
  /** A report is on file: uploaded now, or earlier. */
  reportOnFile: boolean;
  /** A file is on its way (sent, queued, read, or read but not yet kept). */
  reportPending: boolean;
  /** The step opened on a reading sent earlier (the tab had been closed): "Yes" is selected. */
  readingResumed: boolean;
  /** "No" submitted while a report is on file or on its way: held until the patient confirms. */
  heldSubmission: { step: OnboardingStepId; values: AnswersPatch } | null;
  /** The answers being saved, and the step they belong to. */
  pending: { step: OnboardingStepId; patch: AnswersPatch } | null;
  /** What the save machine is given: the answers and the step's messages. */
  saveInput: SaveAnswersInput;
  saveFailure: SaveFailure | null;
  /** Step 1 was entered through its alias /onboarding/personal-info (step 2's Back). */
  stepOneAlias: boolean;
}

export type OnboardingEvent =
  | RouteEvent
  | {
      type: 'step.submitted';
      step: OnboardingStepId;
      values: AnswersPatch;
      /** The patient confirmed that answering "No" deletes their report. */
      removalConfirmed?: boolean;
    }
  | { type: 'report.removalConfirmed' }
  | { type: 'report.removalCancelled' }
  | { type: 'step.back'; values?: AnswersPatch }
  | { type: 'step.saved'; step: OnboardingStepId }
  | { type: 'residence.chosen'; state: string }
  | { type: 'report.answered'; hasReport: boolean }
  | { type: 'session.renewed' }
  | { type: 'session.expired' }
  | ReportUploadedEvent
  | ReportClearedEvent
  | ReadingResumedEvent
  | ReportPendingEvent
  | AppointmentBookedEvent;

/** Sent to the app: the answers changed (so a later page shows them). */
export interface ProfileChangedEvent {
  type: 'profile.changed';
  profile: UserProfile;
}

/** Sent to the app: a save was refused because the session ended. */
export interface SessionExpiredEvent {
  type: 'session.expired';
}

export function initialOnboardingContext(input: OnboardingInput): OnboardingContext {
  return {
    profile: input.profile,
    resumeAt: input.resumeAt,
    route: input.route,
    page: null,
    furthestRank: input.resumeAt === null ? completedRank : rankOfStep(input.resumeAt),
    reportAnswer: input.profile.hasGeneticReport,
    reportOnFile: input.profile.latestReportId !== null,
    reportPending: false,
    readingResumed: false,
    heldSubmission: null,
    pending: null,
    saveInput: { patch: {}, toasts: { saved: null, failed: null } },
    saveFailure: null,
    stepOneAlias: false,
  };
}
