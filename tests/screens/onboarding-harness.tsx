import type { OnboardingStepId } from '@contract/onboarding/steps';
import { type AnswersPatch, emptyProfile, type UserProfile } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import { bookingMachine } from '@machines/booking/booking.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { routeIdForPath } from '@machines/routes/route-table';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { themeMachine } from '@machines/theme/theme.machine';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { render } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import { ToastViewport } from '@/app/toast-viewport';
import { OnboardingLayout } from '@/features/onboarding/onboarding-layout';
import OnboardingStepPage from '@/features/onboarding/step-page';
import { AppActorContext } from '@/lib/app-actor';

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
  const saveAnswers = saveAnswersMachine.provide({
    actors: {
      saveAnswers: fromPromise<void, { patch: AnswersPatch }>(async ({ input }) => {
        saves.push({ patch: input.patch });
        await options.saveOnboarding?.({ patch: input.patch });
      }),
    },
  });
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
    },
    actions: {
      storeRunId: () => {},
      cancelJob: (_, params) => {
        cancelledJobs.push(params.statusUrl);
      },
    },
  });
  const logic = appMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise<CurrentUser | null>(async () => ({ profile: user, resumeAt })),
      onboarding: onboardingMachine.provide({
        actors: {
          saveAnswers,
          upload,
          booking: bookingMachine.provide({
            actors: { loadBookingEmbed: fromCallback(() => {}) },
          }),
        },
      }),
      theme: themeMachine.provide({ actions: { storeTheme: () => {}, applyTheme: () => {} } }),
    },
    actions: {
      storeToken: () => {},
      clearToken: () => {},
      endSession: () => {
        logouts.push('cleared');
      },
    },
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
