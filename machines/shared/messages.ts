import { type OnboardingStepId, onboardingSteps } from '@contract/onboarding/steps';
import { defineMessage, defineMessages, type Message, withValues } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import type { ToastInput } from '../domain/toast';

const authFailedTitle = defineMessage({
  id: 'toast.authFailed.title',
  defaultMessage: 'Authentication failed',
});
const authenticationFailedTitle = defineMessage({
  id: 'toast.googleCallbackFailed.title',
  defaultMessage: 'Authentication Failed',
});
const saveFailedTitle = defineMessage({
  id: 'toast.saveFailed.title',
  defaultMessage: 'Save Failed',
});
const welcomeToHerd = defineMessage({
  id: 'toast.welcome.description',
  defaultMessage: 'Welcome to herd Health',
});

/**
 * Every toast of the spec's error catalogue (section 8) in one place, except each onboarding
 * step's save messages: the step registry holds those (contract/onboarding/steps.ts). Toasts are
 * catalogue messages (ids): the toast viewport words them in the patient's language.
 */
export const messages = {
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
  serviceNotAvailable: {
    title: defineMessage({
      id: 'toast.serviceNotAvailable.title',
      defaultMessage: 'Service Not Available',
    }),
    description: defineMessage({
      id: 'toast.serviceNotAvailable.description',
      defaultMessage:
        "We're currently only able to provide services in Michigan. We're working hard to expand to more states soon.",
    }),
    variant: 'destructive',
  },
  uploadFailed: {
    title: defineMessage({ id: 'toast.uploadFailed.title', defaultMessage: 'Upload Failed' }),
    description: defineMessage({
      id: 'toast.uploadFailed.description',
      defaultMessage: 'There was an error processing your genetic report. Please try again.',
    }),
    variant: 'destructive',
  },
  reportConnectionLost: {
    title: defineMessage({
      id: 'toast.reportConnectionLost.title',
      defaultMessage: 'Connection lost',
    }),
    description: defineMessage({
      id: 'toast.reportConnectionLost.description',
      defaultMessage:
        'We could not reach herd Health while your report was being read. Check your internet connection, then choose "Check again".',
    }),
    variant: 'destructive',
  },
  appointmentBooked: {
    title: defineMessage({
      id: 'toast.appointmentBooked.title',
      defaultMessage: 'Appointment Booked',
    }),
    description: defineMessage({
      id: 'toast.appointmentBooked.description',
      defaultMessage: 'Your appointment has been successfully scheduled.',
    }),
  },
  signedInAgain: {
    title: defineMessage({ id: 'toast.signedInAgain.title', defaultMessage: 'Signed in again' }),
    description: defineMessage({
      id: 'toast.signedInAgain.description',
      defaultMessage: 'Your answers are being saved now.',
    }),
  },
  passwordChanged: {
    title: defineMessage({ id: 'toast.passwordChanged.title', defaultMessage: 'Password changed' }),
    description: defineMessage({
      id: 'toast.passwordChanged.description',
      defaultMessage: 'Your other devices have been signed out.',
    }),
  },
  accountDeleted: {
    title: defineMessage({ id: 'toast.accountDeleted.title', defaultMessage: 'Account deleted' }),
    description: defineMessage({
      id: 'toast.accountDeleted.description',
      defaultMessage: 'Your account and everything in it have been deleted.',
    }),
  },
  profileSaved: {
    title: defineMessage({ id: 'toast.profileSaved.title', defaultMessage: 'Profile updated' }),
    description: defineMessage({
      id: 'toast.profileSaved.description',
      defaultMessage: 'Your answers have been saved.',
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
  profileFailed: {
    title: saveFailedTitle,
    description: defineMessage({
      id: 'toast.informationNotSaved.description',
      defaultMessage: 'There was an error saving your information. Please try again.',
    }),
    variant: 'destructive',
  },
  appointmentNotSaved: {
    title: defineMessage({
      id: 'toast.appointmentNotSaved.title',
      defaultMessage: 'Appointment not saved',
    }),
    description: defineMessage({
      id: 'toast.appointmentNotSaved.description',
      defaultMessage:
        'Your appointment is booked, but we could not add it to your profile. Please reload the page.',
    }),
    variant: 'destructive',
  },
  downloadFailed: {
    title: defineMessage({ id: 'toast.downloadFailed.title', defaultMessage: 'Download failed' }),
    description: defineMessage({
      id: 'toast.downloadFailed.description',
      defaultMessage: 'Your report could not be downloaded. Please try again.',
    }),
    variant: 'destructive',
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

/** Each onboarding step's messages when its answers are saved, or are not (the step registry). */
export const stepToasts = Object.fromEntries(
  onboardingSteps.map((step) => [
    step.id,
    {
      saved: step.savedMessage as ToastInput,
      failed: { ...step.failedMessage, variant: 'destructive' } as ToastInput,
    },
  ]),
) as Record<OnboardingStepId, { saved: ToastInput; failed: ToastInput }>;

/**
 * "Authentication failed", with the server's reason when it gave one the patient can act on (an
 * email already registered, too many attempts), else the spec's wording.
 */
export function authFailedToast(reason: Message | null): ToastInput {
  return reason ? { ...messages.authFailed, description: reason } : messages.authFailed;
}

/** "Upload Failed", with the server's reason when it gave one (not a PDF, an unreadable image). */
export function uploadFailedToast(reason: Message | null): ToastInput {
  return reason ? { ...messages.uploadFailed, description: reason } : messages.uploadFailed;
}

const reportProcessed = defineMessages({
  title: { id: 'toast.reportProcessed.title', defaultMessage: 'Report Processed Successfully' },
  description: {
    id: 'toast.reportProcessed.description',
    defaultMessage:
      'Found {n, plural, one {# genetic variant} other {# genetic variants}} in your report.',
  },
});

export function reportProcessedToast(variants: number): ToastInput {
  return {
    title: reportProcessed.title,
    description: withValues(reportProcessed.description, { n: variants }),
  };
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

/** Inline texts shown on screens, derived from machine state. */
export const inlineTexts = defineMessages({
  uploadError: {
    id: 'upload.error',
    defaultMessage: 'There was an error uploading your file. Please try again.',
  },
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
  return inlineTexts.exchangeFallback;
}

/**
 * The upload step while the report is on its way (issue 15: the server's report queue; the spec
 * only has "Processing your report...").
 */
export const reportQueueTexts = defineMessages({
  sending: { id: 'upload.sending', defaultMessage: 'Processing your report...' },
  next: { id: 'upload.next', defaultMessage: 'Your report is next' },
  reading: { id: 'upload.reading', defaultMessage: 'Reading your report...' },
  connectionLost: {
    id: 'upload.connectionLost',
    defaultMessage:
      'We lost the connection while your report was being read. It may still be read: check your internet connection, then choose "Check again".',
  },
  ahead: {
    id: 'upload.ahead',
    defaultMessage:
      '{ahead, plural, one {# report ahead of yours} other {# reports ahead of yours}}',
  },
  pagesRead: {
    id: 'upload.pagesRead',
    defaultMessage: '{read, number} of {pages, plural, one {# page} other {# pages}} read',
  },
});

/** A report waiting in the queue: "2 reports ahead of yours", "1 report ahead of yours". */
export function reportsAheadText(ahead: number): Message {
  if (ahead <= 0) return reportQueueTexts.next;
  return withValues(reportQueueTexts.ahead, { ahead });
}

/** Pages read of a report being read: "3 of 10 pages read". */
export function pagesReadText(read: number, pages: number): Message {
  return withValues(reportQueueTexts.pagesRead, { read, pages });
}
