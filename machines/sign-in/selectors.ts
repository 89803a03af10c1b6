import type { SnapshotFrom } from 'xstate';
import { inlineTexts } from '../shared/messages';
import type { signInMachine } from './sign-in.machine';

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export const selectIsSigningIn = (snapshot: SignInSnapshot): boolean =>
  snapshot.matches({ auth: 'signingIn' });

export const selectIsRegistering = (snapshot: SignInSnapshot): boolean =>
  snapshot.matches({ auth: 'registering' });

export const selectIsGoogleBusy = (snapshot: SignInSnapshot): boolean =>
  snapshot.matches({ auth: 'redirectingToGoogle' }) ||
  snapshot.matches({ googleCallback: 'exchanging' });

/** Any auth request in flight: every auth button is disabled meanwhile. */
export const selectAuthBusy = (snapshot: SignInSnapshot): boolean =>
  selectIsSigningIn(snapshot) || selectIsRegistering(snapshot) || selectIsGoogleBusy(snapshot);

export const selectLoginButtonLabel = (snapshot: SignInSnapshot): string =>
  selectIsSigningIn(snapshot) ? 'Signing in...' : 'Sign in';

export const selectRegisterButtonLabel = (snapshot: SignInSnapshot): string =>
  selectIsRegistering(snapshot) ? 'Creating account...' : 'Create account';

export const selectGoogleButtonLabel = (snapshot: SignInSnapshot): string =>
  selectIsGoogleBusy(snapshot) ? 'Processing...' : 'Continue with Google';

/** The server's reason for the last refused sign-in (shown under the form), if it gave one. */
export const selectSignInFailure = (snapshot: SignInSnapshot): string | null =>
  snapshot.matches({ auth: 'idle' }) ? snapshot.context.failure : null;

export interface CallbackView {
  status: 'working' | 'failed';
  title: string;
  text: string;
  redirecting: string | null;
}

/** What the Google callback screen shows, or null on other pages. */
export function selectCallbackView(snapshot: SignInSnapshot): CallbackView | null {
  if (!snapshot.matches('googleCallback')) return null;
  if (snapshot.matches({ googleCallback: 'failed' })) {
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

/** /auth shows the Google callback screen (not the sign-in forms). */
export const selectIsGoogleCallback = (snapshot: SignInSnapshot): boolean =>
  snapshot.matches('googleCallback');
