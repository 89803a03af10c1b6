import type { OnboardingStepId } from '@contract/onboarding/steps';
import { type AnswersPatch, emptyProfile, type UserProfile } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import { bookingMachine } from '@machines/booking/booking.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { confirmEmailMachine } from '@machines/email/confirm-email.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { settingsMachine } from '@machines/settings/settings.machine';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import type { AuthSession } from '@machines/sign-in/sign-in-types';
import { themeMachine } from '@machines/theme/theme.machine';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { fromCallback, fromPromise } from 'xstate';

/** The effects a test scripts; each records its calls in the returned log. */
export interface Effects {
  fetchCurrentUser: () => Promise<CurrentUser | null>;
  login: () => Promise<AuthSession>;
  register: () => Promise<AuthSession>;
  exchangeGoogleCode: () => Promise<AuthSession>;
  saveAnswers: (patch: AnswersPatch) => Promise<void>;
  uploadReport: () => Promise<ReportResult>;
  verifyEmail: (token: string) => Promise<void>;
}

export const session: AuthSession = {
  access_token: 'token-1',
  email: 'pat@example.com',
  name: 'Pat Doe',
};

/** A signed-in patient whose onboarding resumes at `resumeAt` (null: finished). */
export function patient(
  resumeAt: OnboardingStepId | null = 'personalInfo',
  answers: Partial<UserProfile> = {},
): CurrentUser {
  return {
    profile: {
      ...emptyProfile('pat@example.com', 'Pat Doe'),
      has_completed_onboarding: resumeAt === null,
      ...answers,
    },
    resumeAt,
  };
}

const never = <T>() => new Promise<T>(() => {});

/** The app logic with every effect scripted (defaults: nobody signed in, saves succeed). */
export function scriptedApp(overrides: Partial<Effects> = {}) {
  const log = { calls: [] as string[], saves: [] as AnswersPatch[], tokens: [] as string[] };
  const effects: Effects = {
    fetchCurrentUser: async () => null,
    login: async () => session,
    register: async () => session,
    exchangeGoogleCode: async () => session,
    saveAnswers: async () => {},
    uploadReport: async () => ({
      run_id: 'run-1',
      processed_at: '2026-11-01T10:00:00Z',
      variants: [],
      disease_options: [],
      raw_text: '',
    }),
    verifyEmail: async () => {},
    ...overrides,
  };
  const recorded =
    <T>(name: keyof Effects, run: () => Promise<T>) =>
    async () => {
      log.calls.push(name);
      return run();
    };
  const saveAnswers = saveAnswersMachine.provide({
    actors: {
      saveAnswers: fromPromise<void, { patch: AnswersPatch }>(async ({ input }) => {
        log.saves.push(input.patch);
        await effects.saveAnswers(input.patch);
      }),
    },
  });
  const booking = bookingMachine.provide({ actors: { loadBookingEmbed: fromCallback(() => {}) } });
  const logic = appMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(recorded('fetchCurrentUser', effects.fetchCurrentUser)),
      renewSession: fromPromise(recorded('login', effects.login)),
      startGoogleSignIn: fromPromise(() => never<void>()),
      signIn: signInMachine.provide({
        actors: {
          login: fromPromise(recorded('login', effects.login)),
          register: fromPromise(recorded('register', effects.register)),
          exchangeGoogleCode: fromPromise(
            recorded('exchangeGoogleCode', effects.exchangeGoogleCode),
          ),
          startGoogleSignIn: fromPromise(() => never<void>()),
        },
      }),
      onboarding: onboardingMachine.provide({
        actors: {
          saveAnswers,
          booking,
          upload: uploadMachine.provide({
            actors: {
              uploadReport: fromPromise<ReportAnswer, { file: File }>(
                recorded('uploadReport', effects.uploadReport),
              ),
              fetchReport: fromPromise(recorded('uploadReport', effects.uploadReport)),
            },
            actions: { storeRunId: () => {} },
          }),
        },
      }),
      dashboard: dashboardMachine.provide({
        actors: {
          saveAnswers,
          booking,
          fetchReport: fromPromise(recorded('uploadReport', effects.uploadReport)),
          downloadReport: fromPromise(async () => {}),
        },
      }),
      settings: settingsMachine,
      confirmEmail: confirmEmailMachine.provide({
        actors: {
          verifyEmail: fromPromise<void, { token: string }>(async ({ input }) => {
            log.calls.push('verifyEmail');
            await effects.verifyEmail(input.token);
          }),
        },
      }),
      theme: themeMachine.provide({ actions: { storeTheme: () => {}, applyTheme: () => {} } }),
    },
    actions: {
      saveLanguage: () => {},
      storeToken: (_, params) => {
        log.tokens.push(params.token);
      },
      clearToken: () => {
        log.calls.push('clearToken');
      },
      endSession: () => {
        log.calls.push('endSession');
      },
    },
  });
  return { logic, log };
}
