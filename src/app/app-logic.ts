import { appMachine } from '@machines/app/app.machine';
import type { CurrentUser } from '@machines/app/app-types';
import { confirmEmailMachine } from '@machines/email/confirm-email.machine';
import { languageMachine } from '@machines/language/language.machine';
import { forgotPasswordMachine } from '@machines/recovery/forgot-password.machine';
import { resetPasswordMachine } from '@machines/recovery/reset-password.machine';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import type { AuthSession, Credentials } from '@machines/sign-in/sign-in-types';
import { themeMachine } from '@machines/theme/theme.machine';
import { fromPromise } from 'xstate';
import { loadApi } from '@/api/lazy';
import { tokenStorage } from '@/api/token-storage';
import { forgetAllDrafts } from '@/lib/drafts';
import { loadCatalogue } from '@/lib/i18n/catalogues';
import { importOnline } from '@/lib/import-online';
import { lazyLogics } from '@/lib/lazy-logic';
import { loadGoogle, startGoogleRedirect } from './effects/google-effects';
import { applyLanguage, storeLanguage } from './effects/language-effects';
import { applyTheme, storeTheme } from './effects/theme-effects';
import { preloadMemberPages } from './member-pages-loader';

/**
 * The signed-in part (onboarding, dashboard, Settings, with their effects): its own chunk. Every
 * effect that hands the machines a session waits for it too, fetched alongside the request, so
 * it is there before the app enters the signed-in states; the sign-in page never downloads it.
 */
export const memberArea = lazyLogics(
  ['onboarding', 'dashboard', 'settings'],
  importOnline(() => import('./member-logic')),
);

/** The API client, once the signed-in machines' code is there as well. */
async function loadApiWithMemberArea() {
  // The signed-in pages' loaders too, not awaited: the page that follows needs them, the session does not.
  preloadMemberPages();
  const [api] = await Promise.all([loadApi(), memberArea.load()]);
  return api;
}

const login = fromPromise<AuthSession, Credentials>(async ({ input }) =>
  (await loadApiWithMemberArea()).authApi.login(input),
);
const startGoogleSignIn = fromPromise<void>(() => startGoogleRedirect());
const signIn = signInMachine.provide({
  actors: {
    login,
    register: fromPromise<AuthSession, { name: string; email: string; password: string }>(
      async ({ input }) => (await loadApiWithMemberArea()).authApi.register(input),
    ),
    startGoogleSignIn,
    exchangeGoogleCode: fromPromise<AuthSession, { code: string; state: string | null }>(
      async ({ input }) => {
        const [api, google] = await Promise.all([loadApiWithMemberArea(), loadGoogle()]);
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

/** The app statechart with every effect it declares supplied by the browser and the API. */
export const appLogic = appMachine.provide({
  actors: {
    fetchCurrentUser: fromPromise<CurrentUser | null>(async () =>
      tokenStorage.read() ? (await loadApiWithMemberArea()).authApi.fetchCurrentUser() : null,
    ),
    renewSession: login,
    startGoogleSignIn,
    signIn,
    resetPassword,
    confirmEmail,
    settings: memberArea.logics.settings,
    onboarding: memberArea.logics.onboarding,
    dashboard: memberArea.logics.dashboard,
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
