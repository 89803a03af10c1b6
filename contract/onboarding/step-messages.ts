import { defineMessage, type Message } from '../../i18n/message.ts';
import type { OnboardingStepId } from './steps.ts';

const saveFailed = defineMessage({ id: 'toast.saveFailed.title', defaultMessage: 'Save Failed' });
const informationNotSaved = defineMessage({
  id: 'toast.informationNotSaved.description',
  defaultMessage: 'There was an error saving your information. Please try again.',
});

export interface StepMessages {
  /** The toast when the step's answers are saved. */
  saved: { title: Message; description?: Message };
  /** The toast when they are not. */
  failed: { title: Message; description?: Message };
  /** The accessible name of the step's form. */
  formLabel: Message;
  /** The line under the step's heading. */
  text: Message;
}

/**
 * What each onboarding step says (spec sections 2 and 8): the line under its heading, its form's
 * accessible name and the toasts of its save. Apart from the step table (`./steps.ts`), which the
 * route table reads on every page: these words are read by the onboarding pages only.
 */
export const stepMessages: Record<OnboardingStepId, StepMessages> = {
  personalInfo: {
    saved: {
      title: defineMessage({
        id: 'toast.step.personalInfo.saved.title',
        defaultMessage: 'Personal information saved',
      }),
    },
    failed: { title: saveFailed, description: informationNotSaved },
    formLabel: defineMessage({
      id: 'step.personalInfo.formLabel',
      defaultMessage: 'Personal information',
    }),
    text: defineMessage({
      id: 'step.personalInfo.text',
      defaultMessage: 'Please provide your basic information to get started.',
    }),
  },
  medicalCondition: {
    saved: {
      title: defineMessage({
        id: 'toast.step.medicalCondition.saved.title',
        defaultMessage: 'Medical condition saved',
      }),
    },
    failed: { title: saveFailed, description: informationNotSaved },
    formLabel: defineMessage({
      id: 'step.medicalCondition.formLabel',
      defaultMessage: 'Medical condition',
    }),
    text: defineMessage({
      id: 'step.medicalCondition.text',
      defaultMessage: 'Please provide information about your primary rare condition.',
    }),
  },
  medicalHistory: {
    saved: {
      title: defineMessage({
        id: 'toast.step.medicalHistory.saved.title',
        defaultMessage: 'Medical history saved',
      }),
    },
    failed: {
      title: defineMessage({
        id: 'toast.step.medicalHistory.failed.title',
        defaultMessage: 'Error saving medical history',
      }),
      description: defineMessage({
        id: 'toast.step.medicalHistory.failed.description',
        defaultMessage: 'There was an error saving your medical history. Please try again.',
      }),
    },
    formLabel: defineMessage({
      id: 'step.medicalHistory.formLabel',
      defaultMessage: 'Medical history',
    }),
    text: defineMessage({
      id: 'step.medicalHistory.text',
      defaultMessage: 'Tell us about your medical history relevant to your condition.',
    }),
  },
  geneticReport: {
    saved: {
      title: defineMessage({
        id: 'toast.step.geneticReport.saved.title',
        defaultMessage: 'Information saved',
      }),
      description: defineMessage({
        id: 'toast.step.geneticReport.saved.description',
        defaultMessage: 'Your preference has been saved.',
      }),
    },
    failed: {
      title: saveFailed,
      description: defineMessage({
        id: 'toast.step.geneticReport.failed.description',
        defaultMessage: 'There was an error saving your preference. Please try again.',
      }),
    },
    formLabel: defineMessage({
      id: 'step.geneticReport.formLabel',
      defaultMessage: 'Genetic report',
    }),
    text: defineMessage({
      id: 'step.geneticReport.text',
      defaultMessage: 'Upload or describe your genetic report if available.',
    }),
  },
  medicalChecklist: {
    saved: {
      title: defineMessage({
        id: 'toast.step.medicalChecklist.saved.title',
        defaultMessage: 'Checklist information saved',
      }),
      description: defineMessage({
        id: 'toast.step.medicalChecklist.saved.description',
        defaultMessage: 'Your checklist information has been successfully saved.',
      }),
    },
    failed: {
      title: saveFailed,
      description: defineMessage({
        id: 'toast.step.medicalChecklist.failed.description',
        defaultMessage: 'There was an error saving your checklist. Please try again.',
      }),
    },
    formLabel: defineMessage({
      id: 'step.medicalChecklist.formLabel',
      defaultMessage: 'Medical checklist',
    }),
    text: defineMessage({
      id: 'step.medicalChecklist.text',
      defaultMessage:
        'Please select all that apply to your condition. You must select at least one item to proceed.',
    }),
  },
  bookAppointment: {
    saved: {
      title: defineMessage({
        id: 'toast.step.bookAppointment.saved.title',
        defaultMessage: 'Onboarding Complete',
      }),
      description: defineMessage({
        id: 'toast.step.bookAppointment.saved.description',
        defaultMessage: 'Your profile has been set up successfully.',
      }),
    },
    failed: {
      title: defineMessage({
        id: 'toast.step.bookAppointment.failed.title',
        defaultMessage: 'Error',
      }),
      description: defineMessage({
        id: 'toast.step.bookAppointment.failed.description',
        defaultMessage: 'Failed to complete onboarding. Please try again.',
      }),
    },
    formLabel: defineMessage({
      id: 'step.bookAppointment.formLabel',
      defaultMessage: 'Book appointment',
    }),
    text: defineMessage({
      id: 'step.bookAppointment.text',
      defaultMessage: 'Book an appointment with a specialist.',
    }),
  },
};
