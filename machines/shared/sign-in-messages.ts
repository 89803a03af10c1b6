import { defineMessage, defineMessages, type Message, withValues } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import type { ToastInput } from '../domain/toast';

// The words of signing in and out, of the account links and of the app's own failures: what the
// machines of the sign-in page say. Their own module, so the sign-in page's first load does not
// carry the signed-in pages' toasts (machines/shared/messages.ts, which includes these).

const authFailedTitle = defineMessage({
  id: 'toast.authFailed.title',
  defaultMessage: 'Authentication failed',
});
const authenticationFailedTitle = defineMessage({
  id: 'toast.googleCallbackFailed.title',
  defaultMessage: 'Authentication Failed',
});
const welcomeToHerd = defineMessage({
  id: 'toast.welcome.description',
  defaultMessage: 'Welcome to herd Health',
});

/** The toasts of signing in, out and back in, of the account links and of an unexpected error. */
export const signInMessages = {
  loginSucceeded: {
    title: defineMessage({
      id: 'toast.loginSucceeded.title',
      defaultMessage: 'Successfully logged in',
    }),
    description: defineMessage({
      id: 'toast.loginSucceeded.description',
      defaultMessage: 'Welcome back to herd Health',
    }),
  },
  registerSucceeded: {
    title: defineMessage({
      id: 'toast.registerSucceeded.title',
      defaultMessage: 'Account created',
    }),
    description: welcomeToHerd,
  },
  googleSucceeded: {
    title: defineMessage({
      id: 'toast.googleSucceeded.title',
      defaultMessage: 'Successfully authenticated',
    }),
    description: welcomeToHerd,
  },
  authFailed: {
    title: authFailedTitle,
    description: defineMessage({
      id: 'toast.authFailed.description',
      defaultMessage: 'Please check your credentials and try again',
    }),
    variant: 'destructive',
  },
  passwordsMismatch: {
    title: defineMessage({
      id: 'toast.passwordsMismatch.title',
      defaultMessage: "Passwords don't match",
    }),
    description: defineMessage({
      id: 'toast.passwordsMismatch.description',
      defaultMessage: 'Please make sure your passwords match',
    }),
    variant: 'destructive',
  },
  googleCodeFailed: {
    title: authFailedTitle,
    description: defineMessage({
      id: 'toast.googleCodeFailed.description',
      defaultMessage: 'Google authentication failed. Please try again.',
    }),
    variant: 'destructive',
  },
  loggedOut: {
    title: defineMessage({ id: 'toast.loggedOut.title', defaultMessage: 'Logged out' }),
    description: defineMessage({
      id: 'toast.loggedOut.description',
      defaultMessage: 'You have been successfully logged out.',
    }),
  },
  signedInAgain: {
    title: defineMessage({ id: 'toast.signedInAgain.title', defaultMessage: 'Signed in again' }),
    description: defineMessage({
      id: 'toast.signedInAgain.description',
      defaultMessage: 'Your answers are being saved now.',
    }),
  },
  accountDeleted: {
    title: defineMessage({ id: 'toast.accountDeleted.title', defaultMessage: 'Account deleted' }),
    description: defineMessage({
      id: 'toast.accountDeleted.description',
      defaultMessage: 'Your account and everything in it have been deleted.',
    }),
  },
  passwordReset: {
    title: defineMessage({ id: 'toast.passwordReset.title', defaultMessage: 'Password changed' }),
    description: defineMessage({
      id: 'toast.passwordReset.description',
      defaultMessage: 'You have been signed out everywhere. Sign in with your new password.',
    }),
  },
  emailConfirmed: {
    title: defineMessage({ id: 'toast.emailConfirmed.title', defaultMessage: 'Email confirmed' }),
    description: defineMessage({
      id: 'toast.emailConfirmed.description',
      defaultMessage: 'Thank you: your email address is confirmed.',
    }),
  },
  unexpectedError: {
    title: defineMessage({
      id: 'toast.unexpectedError.title',
      defaultMessage: 'Something went wrong',
    }),
    description: defineMessage({
      id: 'toast.unexpectedError.description',
      defaultMessage: 'Please reload the page. Your saved answers are kept.',
    }),
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

/**
 * "Authentication failed", with why when it is known (`failureReason`: the server's reason, herd
 * Health out of reach, a fault on our side), else the spec's wording.
 */
export function authFailedToast(reason: Message | null): ToastInput {
  return reason ? { ...signInMessages.authFailed, description: reason } : signInMessages.authFailed;
}

const googleProviderError = defineMessage({
  id: 'toast.googleProviderError.description',
  defaultMessage: 'Google returned an error: {error}',
  description: '{error} is the error code Google sent back, such as access_denied.',
});

export function googleProviderErrorToast(error: string): ToastInput {
  return {
    title: authenticationFailedTitle,
    description: withValues(googleProviderError, { error }),
    variant: 'destructive',
  };
}

export const noCodeToast: ToastInput = {
  title: authenticationFailedTitle,
  description: defineMessage({
    id: 'toast.noCode.description',
    defaultMessage: 'No authorization code was received from Google',
  }),
  variant: 'destructive',
};

/** The Google callback screen's texts, derived from the sign-in machine's state. */
export const callbackTexts = defineMessages({
  callbackWorkingTitle: {
    id: 'googleCallback.working.title',
    defaultMessage: 'Completing Authentication',
  },
  callbackWorkingText: {
    id: 'googleCallback.working.text',
    defaultMessage: 'Please wait while we log you in...',
  },
  callbackErrorTitle: { id: 'googleCallback.failed.title', defaultMessage: 'Authentication Error' },
  callbackRedirecting: {
    id: 'googleCallback.failed.redirecting',
    defaultMessage: 'Redirecting you back to the login page...',
  },
  providerError: {
    id: 'googleCallback.failed.providerError',
    defaultMessage: 'Authentication error: {error}',
    description: '{error} is the error code Google sent back, such as access_denied.',
  },
  noCodeReceived: {
    id: 'googleCallback.failed.noCode',
    defaultMessage: 'No authorization code received',
  },
  exchangeFallback: {
    id: 'googleCallback.failed.exchange',
    defaultMessage: 'Could not complete the authentication process.',
  },
});

/**
 * The exchange failure text: the server's reason (its message id, else its `detail` as it came),
 * else the error's own message, else a fallback.
 */
export function exchangeErrorText(error: unknown): Message {
  if (typeof error === 'object' && error !== null) {
    const { reason, detail, message } = error as {
      reason?: unknown;
      detail?: unknown;
      message?: unknown;
    };
    if (typeof reason === 'object' && reason !== null && 'id' in reason) return reason as Message;
    if (typeof detail === 'string' && detail) return verbatim(detail);
    if (typeof message === 'string' && message) return verbatim(message);
  }
  return callbackTexts.exchangeFallback;
}
