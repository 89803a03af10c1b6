import { stepMessages } from '@contract/onboarding/step-messages';
import { type OnboardingStepId, onboardingSteps } from '@contract/onboarding/steps';
import { defineMessage, defineMessages, type Message, withValues } from '@i18n/message';
import type { ToastInput } from '../domain/toast';
import { callbackTexts, signInMessages } from './sign-in-messages';

export {
  authFailedToast,
  exchangeErrorText,
  googleProviderErrorToast,
  noCodeToast,
} from './sign-in-messages';

const saveFailedTitle = defineMessage({
  id: 'toast.saveFailed.title',
  defaultMessage: 'Save Failed',
});

/**
 * Every toast of the spec's error catalogue (section 8) in one place, except each onboarding
 * step's save messages: the step registry holds those (contract/onboarding/steps.ts). Toasts are
 * catalogue messages (ids): the toast viewport words them in the patient's language. The sign-in
 * page's own (`signInMessages`) are declared in machines/shared/sign-in-messages.ts, which its
 * machines import instead, so its first load does not carry the signed-in pages' words.
 */
export const messages = {
  ...signInMessages,
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
  passwordChanged: {
    title: defineMessage({ id: 'toast.passwordChanged.title', defaultMessage: 'Password changed' }),
    description: defineMessage({
      id: 'toast.passwordChanged.description',
      defaultMessage: 'Your other devices have been signed out.',
    }),
  },
  profileSaved: {
    title: defineMessage({ id: 'toast.profileSaved.title', defaultMessage: 'Profile updated' }),
    description: defineMessage({
      id: 'toast.profileSaved.description',
      defaultMessage: 'Your answers have been saved.',
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
} as const satisfies Record<string, ToastInput>;

/** Each onboarding step's messages when its answers are saved, or are not (the step registry). */
export const stepToasts = Object.fromEntries(
  onboardingSteps.map((step) => [
    step.id,
    {
      saved: stepMessages[step.id].saved as ToastInput,
      failed: { ...stepMessages[step.id].failed, variant: 'destructive' } as ToastInput,
    },
  ]),
) as Record<OnboardingStepId, { saved: ToastInput; failed: ToastInput }>;

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

/** Inline texts shown on screens, derived from machine state. */
export const inlineTexts = {
  ...callbackTexts,
  ...defineMessages({
    uploadError: {
      id: 'upload.error',
      defaultMessage: 'There was an error uploading your file. Please try again.',
    },
  }),
};

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
