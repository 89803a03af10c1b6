import type { SnapshotFrom } from 'xstate';
import type { UserProfile } from '../domain/user-profile';
import { inlineTexts } from '../shared/messages';
import type { appMachine } from './app.machine';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectUser = (snapshot: AppSnapshot): UserProfile | null => snapshot.context.user;

export const selectIsSignedIn = (snapshot: AppSnapshot): boolean => snapshot.matches('signedIn');

export const selectIsSigningIn = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedOut: { auth: 'signingIn' } });

export const selectIsRegistering = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedOut: { auth: 'registering' } });

export const selectIsGoogleBusy = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedOut: { auth: 'redirectingToGoogle' } }) ||
  snapshot.matches({ signedOut: { googleCallback: 'exchanging' } });

/** Any auth request in flight: every auth button is disabled meanwhile. */
export const selectAuthBusy = (snapshot: AppSnapshot): boolean =>
  selectIsSigningIn(snapshot) || selectIsRegistering(snapshot) || selectIsGoogleBusy(snapshot);

export const selectLoginButtonLabel = (snapshot: AppSnapshot): string =>
  selectIsSigningIn(snapshot) ? 'Signing in...' : 'Sign in';

export const selectRegisterButtonLabel = (snapshot: AppSnapshot): string =>
  selectIsRegistering(snapshot) ? 'Creating account...' : 'Create account';

export const selectGoogleButtonLabel = (snapshot: AppSnapshot): string =>
  selectIsGoogleBusy(snapshot) ? 'Processing...' : 'Continue with Google';

export const selectIsGoogleCallback = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ signedOut: 'googleCallback' });

export interface CallbackView {
  status: 'working' | 'failed';
  title: string;
  text: string;
  redirecting: string | null;
}

/** What the Google callback screen shows. */
export function selectCallbackView(snapshot: AppSnapshot): CallbackView | null {
  if (!selectIsGoogleCallback(snapshot)) return null;
  if (snapshot.matches({ signedOut: { googleCallback: 'failed' } })) {
    return {
      status: 'failed',
      title: inlineTexts.callbackErrorTitle,
      text: snapshot.context.callbackError ?? inlineTexts.exchangeFallback,
      redirecting: inlineTexts.callbackRedirecting,
    };
  }
  return {
    status: 'working',
    title: inlineTexts.callbackWorkingTitle,
    text: inlineTexts.callbackWorkingText,
    redirecting: null,
  };
}

/** "Welcome back, {firstName or there}". */
export const selectGreetingName = (snapshot: AppSnapshot): string =>
  snapshot.context.user?.firstName || 'there';

export const selectAppointmentDate = (snapshot: AppSnapshot): string | null =>
  snapshot.context.user?.appointmentDate ?? null;
