import type { OnboardingStepId } from '@contract/onboarding/steps';
import { type AnswersPatch, emptyProfile, type UserProfile } from '@contract/profile/profile';
import type { ReportJob, ReportResult } from '@contract/report';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { routeIdForPath } from '@machines/routes/route-table';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { fromPromise } from 'xstate';
import { ToastViewport } from '@/app/toast-viewport';
import { OnboardingLayout } from '@/features/onboarding/onboarding-layout';
import OnboardingStepPage from '@/features/onboarding/step-page';
import { AppActorContext } from '@/lib/app-actor';
import { render } from '../support/render';
import { inertBooking, recordingSaveAnswers, signedInAppLogic } from './app-doubles';

export interface SaveCall {
  patch: AnswersPatch;
}

export interface OnboardingHarnessOptions {
  /** Where onboarding resumes (the registry's rule): picks the step on screen. */
  redirectPath?: string;
  user?: Partial<UserProfile>;
  saveOnboarding?: (input: SaveCall) => Promise<void>;
  uploadReport?: (file: File) => Promise<ReportAnswer>;
  /** The report queue's answers to `GET status_url`, one per poll. */
  fetchJob?: (statusUrl: string) => Promise<ReportAnswer>;
  fetchReport?: (reportId: string) => Promise<ReportResult>;
  /** A report sent on an earlier visit that still waits in the queue. */
  waitingJob?: ReportJob;
}

export const signedInPatient = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  ...emptyProfile('pat@example.com', 'Pat Doe'),
  ...overrides,
});

const emptyResult = (): ReportResult => ({
  run_id: 'run-1',
  processed_at: '2026-11-01T10:00:00.000Z',
  variants: [],
  disease_options: [],
  raw_text: '',
});

/** Renders the onboarding layout and the step on screen on the real machines, effects doubled. */
export function renderOnboarding(options: OnboardingHarnessOptions = {}) {
  const saves: SaveCall[] = [];
  const uploads: File[] = [];
  const logouts: string[] = [];
  const cancelledJobs: string[] = [];
  const user = signedInPatient(options.user);
  const resumeAt = (routeIdForPath(options.redirectPath ?? '/onboarding') ??
    'personalInfo') as OnboardingStepId;
  const upload = uploadMachine.provide({
    actors: {
      uploadReport: fromPromise<ReportAnswer, { file: File }>(async ({ input }) => {
        uploads.push(input.file);
        return options.uploadReport ? options.uploadReport(input.file) : emptyResult();
      }),
      fetchJob: fromPromise<ReportAnswer, { statusUrl: string }>(async ({ input }) =>
        options.fetchJob ? options.fetchJob(input.statusUrl) : emptyResult(),
      ),
      fetchReport: fromPromise<ReportResult, { reportId: string }>(async ({ input }) =>
        options.fetchReport ? options.fetchReport(input.reportId) : emptyResult(),
      ),
      // Nothing waits from an earlier visit unless the test says so.
      fetchWaitingJob: fromPromise<ReportJob | null>(async () => options.waitingJob ?? null),
    },
    actions: {
      storeRunId: () => {},
      cancelJob: (_, params) => {
        cancelledJobs.push(params.statusUrl);
      },
    },
  });
  const logic = signedInAppLogic({
    profile: user,
    resumeAt,
    area: {
      onboarding: onboardingMachine.provide({
        actors: {
          saveAnswers: recordingSaveAnswers(
            (patch) => saves.push({ patch }),
            async (patch) => options.saveOnboarding?.({ patch }),
          ),
          upload,
          booking: inertBooking,
        },
      }),
    },
    onSessionEnded: () => logouts.push('cleared'),
  });
  sessionStorage.clear();
  const view = render(
    <AppActorContext.Provider logic={logic}>
      <OnboardingLayout>
        <OnboardingStepPage />
      </OnboardingLayout>
      <ToastViewport />
    </AppActorContext.Provider>,
  );
  return { ...view, saves, uploads, logouts, cancelledJobs };
}
