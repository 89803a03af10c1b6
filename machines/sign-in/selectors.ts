import { defineMessages, type Message } from '@i18n/message';
import type { SnapshotFrom } from 'xstate';
import { callbackTexts } from '../shared/sign-in-messages';
import type { signInMachine } from './sign-in.machine';
import type { RegistrationErrors } from './sign-in-types';

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

/** The server's "An account with this email already exists" (server/routes/auth-errors.ts). */
const emailTakenId = 'error.auth.emailTaken';

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

/** The sign-in buttons, and what they say while their request is under way. */
export const buttonLabels = defineMessages({
  signIn: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
  signingIn: { id: 'auth.login.submitting', defaultMessage: 'Signing in...' },
  createAccount: { id: 'auth.register.submit', defaultMessage: 'Create account' },
  creatingAccount: { id: 'auth.register.submitting', defaultMessage: 'Creating account...' },
  google: { id: 'auth.google.submit', defaultMessage: 'Continue with Google' },
  googleBusy: { id: 'auth.google.submitting', defaultMessage: 'Processing...' },
});

export const selectLoginButtonLabel = (snapshot: SignInSnapshot): Message =>
  selectIsSigningIn(snapshot) ? buttonLabels.signingIn : buttonLabels.signIn;

export const selectRegisterButtonLabel = (snapshot: SignInSnapshot): Message =>
  selectIsRegistering(snapshot) ? buttonLabels.creatingAccount : buttonLabels.createAccount;

export const selectGoogleButtonLabel = (snapshot: SignInSnapshot): Message =>
  selectIsGoogleBusy(snapshot) ? buttonLabels.googleBusy : buttonLabels.google;

/** The server's reason for the last refused sign-in (shown under the form), if it gave one. */
export const selectSignInFailure = (snapshot: SignInSnapshot): Message | null =>
  snapshot.matches({ auth: 'idle' }) ? snapshot.context.failure : null;

export interface CallbackView {
  status: 'working' | 'failed';
  title: Message;
  text: Message;
  redirecting: Message | null;
}

/** What the Google callback screen shows, or null on other pages. */
export function selectCallbackView(snapshot: SignInSnapshot): CallbackView | null {
  if (!snapshot.matches('googleCallback')) return null;
  if (snapshot.matches({ googleCallback: 'failed' })) {
    return {
      status: 'failed',
      title: callbackTexts.callbackErrorTitle,
      text: snapshot.context.callbackError ?? callbackTexts.exchangeFallback,
      redirecting: callbackTexts.callbackRedirecting,
    };
  }
  return {
    status: 'working',
    title: callbackTexts.callbackWorkingTitle,
    text: callbackTexts.callbackWorkingText,
    redirecting: null,
  };
}

/** /auth shows the Google callback screen (not the sign-in forms). */
export const selectIsGoogleCallback = (snapshot: SignInSnapshot): boolean =>
  snapshot.matches('googleCallback');

/** The registration form's problems, each at its field. */
export const selectRegistrationErrors = (snapshot: SignInSnapshot): RegistrationErrors =>
  snapshot.context.registrationErrors;

/** The email is registered already: the form offers signing in or a new password. */
export const selectEmailTaken = (snapshot: SignInSnapshot): boolean =>
  snapshot.context.registrationErrors.email?.message.id === emailTakenId;
