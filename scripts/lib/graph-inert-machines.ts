import { accountMachine } from '@machines/account/account.machine';
import { appMachine } from '@machines/app/app.machine';
import {
  type BookingEmbedInput,
  type BookingEvent,
  bookingMachine,
} from '@machines/booking/booking.machine';
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
import { themeMachine } from '@machines/theme/theme.machine';
import { uploadMachine } from '@machines/upload/upload.machine';
import { fromCallback, fromPromise } from 'xstate';

/**
 * The machines with inert effects, for the QA model and the model-based tests: requests never
 * settle by themselves (the model answers them, as the real server would, by sending the
 * `xstate.done.actor.*` / `xstate.error.actor.*` event), the booking embed loader does nothing
 * (the model sends its events) and effects on the browser are recorded, not performed.
 */

/** An effect a machine asked the browser for (local storage, the root element's class). */
export interface EffectRecord {
  name:
    | 'storeToken'
    | 'clearToken'
    | 'endSession'
    | 'storeRunId'
    | 'cancelJob'
    | 'storeTheme'
    | 'applyTheme'
    | 'storeLanguage'
    | 'applyLanguage'
    | 'saveLanguage';
  params: unknown;
}

/** Where effects go while the model runs one step (set by the caller, read afterwards). */
export const effectSink: { records: EffectRecord[] } = { records: [] };

const record =
  (name: EffectRecord['name']) =>
  (_: unknown, params: unknown): void => {
    effectSink.records.push({ name, params });
  };

const pending = <T, TInput>() => fromPromise<T, TInput>(() => new Promise<T>(() => {}));
const noEmbed = fromCallback<BookingEvent, BookingEmbedInput>(() => () => {});

export const inertSaveAnswersMachine = saveAnswersMachine.provide({
  actors: { saveAnswers: pending() },
});

export const inertUploadMachine = uploadMachine.provide({
  actors: {
    uploadReport: pending(),
    fetchJob: pending(),
    fetchWaitingJob: pending(),
    fetchReport: pending(),
  },
  actions: { storeRunId: record('storeRunId'), cancelJob: record('cancelJob') },
});

export const inertBookingMachine = bookingMachine.provide({
  actors: { loadBookingEmbed: noEmbed },
});

export const inertThemeMachine = themeMachine.provide({
  actions: { storeTheme: record('storeTheme'), applyTheme: record('applyTheme') },
});

export const inertLanguageMachine = languageMachine.provide({
  actors: { loadCatalogue: pending() },
  actions: { storeLanguage: record('storeLanguage'), applyLanguage: record('applyLanguage') },
});

export const inertSignInMachine = signInMachine.provide({
  actors: {
    login: pending(),
    register: pending(),
    startGoogleSignIn: pending(),
    exchangeGoogleCode: pending(),
    forgotPassword: forgotPasswordMachine.provide({ actors: { requestPasswordReset: pending() } }),
  },
});

export const inertOnboardingMachine = onboardingMachine.provide({
  actors: {
    saveAnswers: inertSaveAnswersMachine,
    upload: inertUploadMachine,
    booking: inertBookingMachine,
  },
});

/** Settings, as the dashboard and onboarding run it. */
const inertSettingsMachine = settingsMachine.provide({
  actors: {
    downloadExport: pending(),
    account: accountMachine.provide({
      actors: { changePassword: pending(), deleteAccount: pending(), fetchActivity: pending() },
    }),
  },
});

export const inertDashboardMachine = dashboardMachine.provide({
  actors: {
    saveAnswers: inertSaveAnswersMachine,
    booking: inertBookingMachine,
    settings: inertSettingsMachine,
    emailReminder: emailReminderMachine.provide({ actors: { resendConfirmation: pending() } }),
    upload: inertUploadMachine,
    deleteReport: pending(),
    recordReplacement: pending(),
  },
});

/** The whole app: the root with every child machine, all with inert effects. */
export const inertAppMachine = appMachine.provide({
  actors: {
    fetchCurrentUser: pending(),
    renewSession: pending(),
    startGoogleSignIn: pending(),
    signIn: inertSignInMachine,
    resetPassword: resetPasswordMachine.provide({ actors: { setNewPassword: pending() } }),
    confirmEmail: confirmEmailMachine.provide({ actors: { verifyEmail: pending() } }),
    settings: inertSettingsMachine,
    onboarding: inertOnboardingMachine,
    dashboard: inertDashboardMachine,
    theme: inertThemeMachine,
    language: inertLanguageMachine,
  },
  actions: {
    saveLanguage: record('saveLanguage'),
    storeToken: record('storeToken'),
    clearToken: record('clearToken'),
    endSession: record('endSession'),
  },
});
