import { fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { bookingMachine } from '../../machines/booking/booking.machine';
import type { GeneticReportResult } from '../../machines/domain/genetic-report';
import type { AuthSession } from '../../machines/domain/session';
import type { UserProfile } from '../../machines/domain/user-profile';
import { themeMachine } from '../../machines/theme/theme.machine';
import { uploadMachine } from '../../machines/upload/upload.machine';
import { loadApi } from '../api/lazy';
import { tokenStorage } from '../api/token-storage';
import { loadBookingEmbed } from './effects/booking-effects';
import { applyTheme, storeTheme } from './effects/theme-effects';

const RUN_ID_KEY = 'geneticReportRunId';
/** The PKCE and redirect helpers load only when a patient uses Google. */
const loadGoogle = () => import('../features/auth/google-redirect');

async function startGoogleRedirect(): Promise<void> {
  const config = await (await loadApi()).fetchPublicConfig();
  if (!config.google.enabled || !config.google.clientId || !config.google.authorizeUrl) {
    throw new Error('Google sign-in is not available right now.');
  }
  const { buildGoogleAuthorizeUrl } = await loadGoogle();
  window.location.assign(
    await buildGoogleAuthorizeUrl(config.google.authorizeUrl, config.google.clientId),
  );
}

/** The app statechart with every effect it declares supplied by the browser and the API. */
export const appLogic = appMachine.provide({
  actors: {
    fetchCurrentUser: fromPromise<UserProfile | null>(async () =>
      tokenStorage.read() ? (await loadApi()).authApi.fetchCurrentUser() : null,
    ),
    login: fromPromise<AuthSession, { email: string; password: string }>(async ({ input }) =>
      (await loadApi()).authApi.login(input),
    ),
    register: fromPromise<AuthSession, { name: string; email: string; password: string }>(
      async ({ input }) => (await loadApi()).authApi.register(input),
    ),
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
    startGoogleSignIn: fromPromise(() => startGoogleRedirect()),
    checkOnboarding: fromPromise(async () => (await loadApi()).authApi.checkOnboarding()),
    saveOnboarding: fromPromise(async ({ input }) => (await loadApi()).saveOnboarding(input.patch)),
    upload: uploadMachine.provide({
      actors: {
        uploadReport: fromPromise<GeneticReportResult, { file: File }>(async ({ input, signal }) =>
          (await loadApi()).uploadReport(input.file, signal),
        ),
      },
      actions: {
        storeRunId: (_, params) => {
          if (params.runId) localStorage.setItem(RUN_ID_KEY, params.runId);
        },
      },
    }),
    booking: bookingMachine.provide({ actors: { loadBookingEmbed } }),
    theme: themeMachine.provide({
      actions: {
        storeTheme: (_, params) => storeTheme(params.theme),
        applyTheme: (_, params) => applyTheme(params.dark),
      },
    }),
  },
  actions: {
    storeToken: (_, params) => tokenStorage.write(params.token),
    clearToken: () => tokenStorage.clear(),
  },
});
