import type { ThemePreference } from '@contract/options/themes';
import type { AnswersPatch } from '@contract/profile/profile';
import type { ReportResult } from '@contract/report';
import { accountMachine } from '@machines/account/account.machine';
import type { PasswordChange } from '@machines/account/account-types';
import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import {
  type BookingEmbedInput,
  type BookingEvent,
  bookingMachine,
} from '@machines/booking/booking.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { confirmEmailMachine } from '@machines/email/confirm-email.machine';
import { languageMachine } from '@machines/language/language.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { resetPasswordMachine } from '@machines/recovery/reset-password.machine';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { settingsMachine } from '@machines/settings/settings.machine';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import type { AuthSession, Credentials } from '@machines/sign-in/sign-in-types';
import { themeMachine } from '@machines/theme/theme.machine';
import type { toastMachine } from '@machines/toast/toast.machine';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { type AnyActorRef, createActor, fromPromise, SimulatedClock } from 'xstate';
import { controllable, controllableCallback, settle } from './controllable';
import { type ShownToast, toastRecorder } from './recorders';

/** What the app asked the browser to do, in order. */
export type Effect =
  | { effect: 'storeToken'; token: string }
  | { effect: 'clearToken' }
  | { effect: 'endSession' }
  | { effect: 'applyTheme'; dark: boolean };

export interface AppStart {
  storedTheme?: ThemePreference | null;
  osPrefersDark?: boolean;
  /** Children to replace (a broken part). */
  children?: Partial<AppChildren>;
}

interface AppChildren {
  signIn: typeof signInMachine;
  onboarding: typeof onboardingMachine;
  dashboard: typeof dashboardMachine;
}

/**
 * The root machine with every child it invokes, every request held by the test, the toasts
 * recorded and the browser effects logged; on a simulated clock.
 */
export function startApp({
  storedTheme = null,
  osPrefersDark = false,
  children = {},
}: AppStart = {}) {
  const effects: Effect[] = [];
  /** Languages saved in the profile (apart from the session's effects). */
  const languageSaves: string[] = [];
  const toasts: ShownToast[] = [];
  const fetchUser = controllable<CurrentUser | null>();
  const renewSession = controllable<AuthSession, Credentials>();
  const leaveForGoogle = controllable<void>();
  const login = controllable<AuthSession, Credentials>();
  const register = controllable<AuthSession, { name: string; email: string; password: string }>();
  const signInGoogle = controllable<void>();
  const exchange = controllable<AuthSession, { code: string; state: string | null }>();
  const save = controllable<void, { patch: AnswersPatch }>();
  const upload = controllable<ReportAnswer, { file: File }>();
  const fetchReport = controllable<ReportResult, { reportId: string }>();
  const embed = controllableCallback<BookingEvent, BookingEmbedInput>();
  const changePassword = controllable<void, PasswordChange>();
  const deleteAccount = controllable<void>();
  const setNewPassword = controllable<void, { token: string; password: string }>();
  const verifyEmail = controllable<void, { token: string }>();
  const saveAnswers = saveAnswersMachine.provide({ actors: { saveAnswers: save.logic } });
  const booking = bookingMachine.provide({ actors: { loadBookingEmbed: embed.logic } });
  const settings = settingsMachine.provide({
    actors: {
      account: accountMachine.provide({
        actors: { changePassword: changePassword.logic, deleteAccount: deleteAccount.logic },
      }),
    },
  });
  const machine = appMachine.provide({
    actors: {
      fetchCurrentUser: fetchUser.logic,
      renewSession: renewSession.logic,
      startGoogleSignIn: leaveForGoogle.logic,
      signIn: signInMachine.provide({
        actors: {
          login: login.logic,
          register: register.logic,
          startGoogleSignIn: signInGoogle.logic,
          exchangeGoogleCode: exchange.logic,
        },
      }),
      onboarding: onboardingMachine.provide({
        actors: {
          saveAnswers,
          booking,
          upload: uploadMachine.provide({
            actors: { uploadReport: upload.logic, fetchReport: fetchReport.logic },
            actions: { storeRunId: () => {} },
          }),
        },
      }),
      dashboard: dashboardMachine.provide({
        actors: {
          saveAnswers,
          booking,
          settings,
        },
      }),
      settings,
      resetPassword: resetPasswordMachine.provide({
        actors: { setNewPassword: setNewPassword.logic },
      }),
      confirmEmail: confirmEmailMachine.provide({ actors: { verifyEmail: verifyEmail.logic } }),
      // The real toast machine is tested on its own; here every message is recorded.
      toast: toastRecorder(toasts) as unknown as typeof toastMachine,
      language: languageMachine.provide({
        actors: { loadCatalogue: fromPromise(async () => {}) },
        actions: { applyLanguage: () => {}, storeLanguage: () => {} },
      }),
      theme: themeMachine.provide({
        actions: {
          applyTheme: (_, params) => effects.push({ effect: 'applyTheme', dark: params.dark }),
          storeTheme: () => {},
        },
      }),
      ...children,
    },
    actions: {
      storeToken: (_, params) => effects.push({ effect: 'storeToken', token: params.token }),
      clearToken: () => effects.push({ effect: 'clearToken' }),
      endSession: () => effects.push({ effect: 'endSession' }),
      saveLanguage: (_, params) => languageSaves.push(params.locale),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: {
      storedTheme,
      osPrefersDark,
      language: { locale: 'en', chosen: false, available: ['en', 'es'] },
    },
  });
  actor.start();
  const child = (
    id: 'signIn' | 'onboarding' | 'dashboard' | 'resetPassword' | 'confirmEmail' | 'settings',
  ) => actor.getSnapshot().children[id] as AnyActorRef | undefined;
  return {
    actor,
    clock,
    effects,
    languageSaves,
    toasts,
    fetchUser,
    renewSession,
    leaveForGoogle,
    login,
    register,
    exchange,
    save,
    embed,
    deleteAccount,
    setNewPassword,
    verifyEmail,
    child,
    snapshot: () => actor.getSnapshot(),
    /** The page the child on screen shows. */
    page: (): string | null => {
      for (const id of [
        'signIn',
        'onboarding',
        'dashboard',
        'resetPassword',
        'confirmEmail',
      ] as const) {
        const owner = child(id);
        if (owner) return (owner.getSnapshot().context as { page: string | null }).page;
      }
      return null;
    },
    /** Effects other than the theme's. */
    sessionEffects: () => effects.filter((entry) => entry.effect !== 'applyTheme'),
    /** The stored session was checked: answers with this user (null: no token stored). */
    userIs: async (user: CurrentUser | null) => {
      fetchUser.last().resolve(user);
      await settle();
    },
  };
}
