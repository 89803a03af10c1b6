import type { ActivityEvent } from '@contract/account';
import type { ExportFormat } from '@contract/export';
import type { AnswersPatch } from '@contract/profile/profile';
import type { ReportJob, ReportResult } from '@contract/report';
import type { Message } from '@i18n/message';
import { accountMachine } from '@machines/account/account.machine';
import type { PasswordChange } from '@machines/account/account-types';
import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import { bookingMachine } from '@machines/booking/booking.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { confirmEmailMachine } from '@machines/email/confirm-email.machine';
import { emailReminderMachine } from '@machines/email/email-reminder.machine';
import { languageMachine } from '@machines/language/language.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { forgotPasswordMachine } from '@machines/recovery/forgot-password.machine';
import { resetPasswordMachine } from '@machines/recovery/reset-password.machine';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { settingsMachine } from '@machines/settings/settings.machine';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import type { AuthSession, Credentials } from '@machines/sign-in/sign-in-types';
import { themeMachine } from '@machines/theme/theme.machine';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { fromPromise } from 'xstate';
import { loadApi } from '@/api/lazy';
import { tokenStorage } from '@/api/token-storage';
import { loadBookingEmbed } from '@/components/booking/booking-effects';
import { forgetAllDrafts } from '@/lib/drafts';
import { loadCatalogue } from '@/lib/i18n/catalogues';
import { loadGoogle, startGoogleRedirect } from './effects/google-effects';
import { applyLanguage, storeLanguage } from './effects/language-effects';
import { applyTheme, storeTheme } from './effects/theme-effects';

const RUN_ID_KEY = 'geneticReportRunId';

const login = fromPromise<AuthSession, Credentials>(async ({ input }) =>
  (await loadApi()).authApi.login(input),
);
const startGoogleSignIn = fromPromise<void>(() => startGoogleRedirect());
const saveAnswers = saveAnswersMachine.provide({
  actors: {
    saveAnswers: fromPromise<void, { patch: AnswersPatch }>(async ({ input }) =>
      (await loadApi()).saveAnswers(input.patch),
    ),
  },
});
const booking = bookingMachine.provide({ actors: { loadBookingEmbed } });

const signIn = signInMachine.provide({
  actors: {
    login,
    register: fromPromise<AuthSession, { name: string; email: string; password: string }>(
      async ({ input }) => (await loadApi()).authApi.register(input),
    ),
    startGoogleSignIn,
    exchangeGoogleCode: fromPromise<AuthSession, { code: string; state: string | null }>(
      async ({ input }) => {
        const [api, google] = await Promise.all([loadApi(), loadGoogle()]);
        return api.authApi.exchangeGoogleCode({
          code: input.code,
          redirectUri: google.googleRedirectUri(),
          codeVerifier: google.takePendingCodeVerifier(input.state),
        });
      },
    ),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        requestPasswordReset: fromPromise<void, { email: string }>(async ({ input }) =>
          (await loadApi()).recoveryApi.requestPasswordReset(input.email),
        ),
      },
    }),
  },
});

/** The pages links in mail open (issue 25): a new password, a confirmed address. */
const resetPassword = resetPasswordMachine.provide({
  actors: {
    setNewPassword: fromPromise<void, { token: string; password: string }>(async ({ input }) =>
      (await loadApi()).recoveryApi.resetPassword(input),
    ),
  },
});
const confirmEmail = confirmEmailMachine.provide({
  actors: {
    verifyEmail: fromPromise<void, { token: string }>(async ({ input }) =>
      (await loadApi()).recoveryApi.verifyEmail(input.token),
    ),
  },
});

const upload = uploadMachine.provide({
  actors: {
    uploadReport: fromPromise<ReportAnswer, { file: File }>(async ({ input, signal }) =>
      (await loadApi()).uploadReport(input.file, signal),
    ),
    fetchJob: fromPromise<ReportAnswer, { statusUrl: string }>(async ({ input, signal }) =>
      (await loadApi()).fetchReportJob(input.statusUrl, signal),
    ),
    fetchWaitingJob: fromPromise<ReportJob | null>(async ({ signal }) =>
      (await loadApi()).fetchWaitingReportJob(signal),
    ),
    fetchReport: fromPromise<ReportResult, { reportId: string }>(async ({ input }) =>
      (await loadApi()).fetchReport(input.reportId),
    ),
  },
  actions: {
    storeRunId: (_, params) => {
      try {
        localStorage.setItem(RUN_ID_KEY, params.runId);
      } catch {
        // Storage may be refused (private browsing); the id is also on the server.
      }
    },
    cancelJob: (_, params) => {
      void loadApi()
        .then((api) => api.cancelReportJob(params.statusUrl))
        .catch(() => {
          // Nothing left to tell the patient: the step has already returned to the drop area.
        });
    },
  },
});

/** Settings (theme, data, password, activity, deletion): the dashboard's and onboarding's. */
const settings = settingsMachine.provide({
  actors: {
    downloadExport: fromPromise<void, { format: ExportFormat }>(async ({ input }) =>
      (await loadApi()).downloadExport(input.format),
    ),
    account: accountMachine.provide({
      actors: {
        changePassword: fromPromise<void, PasswordChange>(async ({ input }) =>
          (await loadApi()).changePassword(input),
        ),
        deleteAccount: fromPromise(async () => (await loadApi()).deleteAccount()),
        fetchActivity: fromPromise<ActivityEvent[]>(async () =>
          (await loadApi()).recoveryApi.fetchActivity(),
        ),
      },
    }),
  },
});

/** The app statechart with every effect it declares supplied by the browser and the API. */
export const appLogic = appMachine.provide({
  actors: {
    fetchCurrentUser: fromPromise<CurrentUser | null>(async () =>
      tokenStorage.read() ? (await loadApi()).authApi.fetchCurrentUser() : null,
    ),
    renewSession: login,
    startGoogleSignIn,
    signIn,
    resetPassword,
    confirmEmail,
    settings,
    onboarding: onboardingMachine.provide({ actors: { saveAnswers, upload, booking } }),
    dashboard: dashboardMachine.provide({
      actors: {
        saveAnswers,
        booking,
        fetchReport: fromPromise<ReportResult, { reportId: string }>(async ({ input }) =>
          (await loadApi()).fetchReport(input.reportId),
        ),
        downloadReport: fromPromise(async () => (await loadApi()).downloadDocument()),
        upload,
        deleteReport: fromPromise<void, { reportId: string }>(async ({ input }) =>
          (await loadApi()).deleteGeneticReport(input.reportId),
        ),
        recordReplacement: fromPromise<void, { replacedId: string | null; newId: string }>(
          async ({ input }) =>
            (await loadApi()).recordReportReplacement(input.replacedId, input.newId),
        ),
        settings,
        emailReminder: emailReminderMachine.provide({
          actors: {
            resendConfirmation: fromPromise<Message>(async () =>
              (await loadApi()).recoveryApi.resendConfirmation(),
            ),
          },
        }),
      },
    }),
    theme: themeMachine.provide({
      actions: {
        storeTheme: (_, params) => storeTheme(params.theme),
        applyTheme: (_, params) => applyTheme(params.dark),
      },
    }),
    language: languageMachine.provide({
      actors: {
        loadCatalogue: fromPromise<void, { locale: string }>(async ({ input }) => {
          await loadCatalogue(input.locale);
        }),
      },
      actions: {
        applyLanguage: (_, params) => applyLanguage(params.locale),
        storeLanguage: (_, params) => storeLanguage(params.locale),
      },
    }),
  },
  actions: {
    saveLanguage: (_, params) => {
      // Best effort: the language is kept on this device, and saved again at the next sign-in.
      void loadApi()
        .then((api) => api.saveAnswers({ language: params.locale }))
        .catch(() => {});
    },
    storeToken: (_, params) => tokenStorage.write(params.token),
    clearToken: () => tokenStorage.clear(),
    endSession: () => {
      const token = tokenStorage.read();
      tokenStorage.clear();
      forgetAllDrafts();
      if (token) void loadApi().then((api) => api.authApi.logout(token));
    },
  },
});
