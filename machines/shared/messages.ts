import { type OnboardingStepId, onboardingSteps } from '@contract/onboarding/steps';
import type { ToastInput } from '../domain/toast';

/**
 * Every toast of the spec's error catalogue (section 8) in one place, except each onboarding
 * step's save messages: the step registry holds those (contract/onboarding/steps.ts).
 */
export const messages = {
  loginSucceeded: {
    title: 'Successfully logged in',
    description: 'Welcome back to herd Health',
  },
  registerSucceeded: { title: 'Account created', description: 'Welcome to herd Health' },
  googleSucceeded: { title: 'Successfully authenticated', description: 'Welcome to herd Health' },
  authFailed: {
    title: 'Authentication failed',
    description: 'Please check your credentials and try again',
    variant: 'destructive',
  },
  passwordsMismatch: {
    title: "Passwords don't match",
    description: 'Please make sure your passwords match',
    variant: 'destructive',
  },
  googleCodeFailed: {
    title: 'Authentication failed',
    description: 'Google authentication failed. Please try again.',
    variant: 'destructive',
  },
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  serviceNotAvailable: {
    title: 'Service Not Available',
    description:
      "We're currently only able to provide services in Michigan. We're working hard to expand to more states soon.",
    variant: 'destructive',
  },
  uploadFailed: {
    title: 'Upload Failed',
    description: 'There was an error processing your genetic report. Please try again.',
    variant: 'destructive',
  },
  reportConnectionLost: {
    title: 'Connection lost',
    description:
      'We could not reach herd Health while your report was being read. Check your internet connection, then choose "Check again".',
    variant: 'destructive',
  },
  appointmentBooked: {
    title: 'Appointment Booked',
    description: 'Your appointment has been successfully scheduled.',
  },
  signedInAgain: { title: 'Signed in again', description: 'Your answers are being saved now.' },
  passwordChanged: {
    title: 'Password changed',
    description: 'Your other devices have been signed out.',
  },
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account and everything in it have been deleted.',
  },
  passwordReset: {
    title: 'Password changed',
    description: 'You have been signed out everywhere. Sign in with your new password.',
  },
  emailConfirmed: {
    title: 'Email confirmed',
    description: 'Thank you: your email address is confirmed.',
  },
  profileSaved: { title: 'Profile updated', description: 'Your answers have been saved.' },
  profileFailed: {
    title: 'Save Failed',
    description: 'There was an error saving your information. Please try again.',
    variant: 'destructive',
  },
  appointmentNotSaved: {
    title: 'Appointment not saved',
    description:
      'Your appointment is booked, but we could not add it to your profile. Please reload the page.',
    variant: 'destructive',
  },
  downloadFailed: {
    title: 'Download failed',
    description: 'Your report could not be downloaded. Please try again.',
    variant: 'destructive',
  },
  unexpectedError: {
    title: 'Something went wrong',
    description: 'Please reload the page. Your saved answers are kept.',
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
export function authFailedToast(reason: string | null): ToastInput {
  return reason ? { ...messages.authFailed, description: reason } : messages.authFailed;
}

/** "Upload Failed", with the server's reason when it gave one (not a PDF, an unreadable image). */
export function uploadFailedToast(reason: string | null): ToastInput {
  return reason ? { ...messages.uploadFailed, description: reason } : messages.uploadFailed;
}

export function reportProcessedToast(variants: number): ToastInput {
  return {
    title: 'Report Processed Successfully',
    // "{n} genetic variants", written as English for one (docs/deviations.md).
    description: `Found ${variants} genetic ${variants === 1 ? 'variant' : 'variants'} in your report.`,
  };
}

export function googleProviderErrorToast(error: string): ToastInput {
  return {
    title: 'Authentication Failed',
    description: `Google returned an error: ${error}`,
    variant: 'destructive',
  };
}

export const noCodeToast: ToastInput = {
  title: 'Authentication Failed',
  description: 'No authorization code was received from Google',
  variant: 'destructive',
};

/** Inline texts shown on screens, derived from machine state. */
export const inlineTexts = {
  uploadError: 'There was an error uploading your file. Please try again.',
  callbackWorkingTitle: 'Completing Authentication',
  callbackWorkingText: 'Please wait while we log you in...',
  callbackErrorTitle: 'Authentication Error',
  callbackRedirecting: 'Redirecting you back to the login page...',
  noCodeReceived: 'No authorization code received',
  exchangeFallback: 'Could not complete the authentication process.',
} as const;

/** The exchange failure text: the server's `detail`, else the error message, else a fallback. */
export function exchangeErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return inlineTexts.exchangeFallback;
}

/**
 * The upload step while the report is on its way (issue 15: the server's report queue; the spec
 * only has "Processing your report...").
 */
export const reportQueueTexts = {
  sending: 'Processing your report...',
  next: 'Your report is next',
  reading: 'Reading your report...',
  connectionLost:
    'We lost the connection while your report was being read. It may still be read: check your internet connection, then choose "Check again".',
} as const;

/** A report waiting in the queue: "2 reports ahead of yours", "1 report ahead of yours". */
export function reportsAheadText(ahead: number): string {
  if (ahead <= 0) return reportQueueTexts.next;
  return `${ahead} ${ahead === 1 ? 'report' : 'reports'} ahead of yours`;
}

/** Pages read of a report being read: "3 of 10 pages read". */
export function pagesReadText(read: number, pages: number): string {
  return `${read} of ${pages} ${pages === 1 ? 'page' : 'pages'} read`;
}
