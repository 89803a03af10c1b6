import { defineMessage } from '../../i18n/message.ts';

const saveFailed = defineMessage({ id: 'toast.saveFailed.title', defaultMessage: 'Save Failed' });
const informationNotSaved = defineMessage({
  id: 'toast.informationNotSaved.description',
  defaultMessage: 'There was an error saving your information. Please try again.',
});

/**
 * The onboarding steps (spec section 2): the one source of their order, address, title, text,
 * progress number, branch, the accessible name of their form and the messages of their save
 * (spec section 8). The app's statechart, its route table, the progress bar, the
 * server's onboarding check and the end-to-end page objects all read this table; the fields each
 * step saves are declared with the fields (`contract/profile/fields.ts`, `step`).
 */
export const onboardingSteps = [
  {
    id: 'personalInfo',
    savedMessage: {
      title: defineMessage({
        id: 'toast.step.personalInfo.saved.title',
        defaultMessage: 'Personal information saved',
      }),
    },
    failedMessage: { title: saveFailed, description: informationNotSaved },
    formLabel: defineMessage({
      id: 'step.personalInfo.formLabel',
      defaultMessage: 'Personal information',
    }),
    number: 1,
    title: defineMessage({ id: 'step.personalInfo.title', defaultMessage: 'Personal Information' }),
    path: '/onboarding',
    aliases: ['/onboarding/personal-info'],
    text: defineMessage({
      id: 'step.personalInfo.text',
      defaultMessage: 'Please provide your basic information to get started.',
    }),
    answeredWhen: 'every required field is filled',
  },
  {
    id: 'medicalCondition',
    savedMessage: {
      title: defineMessage({
        id: 'toast.step.medicalCondition.saved.title',
        defaultMessage: 'Medical condition saved',
      }),
    },
    failedMessage: { title: saveFailed, description: informationNotSaved },
    formLabel: defineMessage({
      id: 'step.medicalCondition.formLabel',
      defaultMessage: 'Medical condition',
    }),
    number: 2,
    title: defineMessage({
      id: 'step.medicalCondition.title',
      defaultMessage: 'Medical Condition',
    }),
    path: '/onboarding/medical-condition',
    aliases: [],
    text: defineMessage({
      id: 'step.medicalCondition.text',
      defaultMessage: 'Please provide information about your primary rare condition.',
    }),
    answeredWhen: 'any field was saved',
  },
  {
    id: 'medicalHistory',
    savedMessage: {
      title: defineMessage({
        id: 'toast.step.medicalHistory.saved.title',
        defaultMessage: 'Medical history saved',
      }),
    },
    failedMessage: {
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
    number: 3,
    title: defineMessage({ id: 'step.medicalHistory.title', defaultMessage: 'Medical History' }),
    path: '/onboarding/medical-history',
    aliases: [],
    text: defineMessage({
      id: 'step.medicalHistory.text',
      defaultMessage: 'Tell us about your medical history relevant to your condition.',
    }),
    answeredWhen: 'any field was saved',
  },
  {
    id: 'geneticReport',
    savedMessage: {
      title: defineMessage({
        id: 'toast.step.geneticReport.saved.title',
        defaultMessage: 'Information saved',
      }),
      description: defineMessage({
        id: 'toast.step.geneticReport.saved.description',
        defaultMessage: 'Your preference has been saved.',
      }),
    },
    failedMessage: {
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
    number: 4,
    title: defineMessage({ id: 'step.geneticReport.title', defaultMessage: 'Genetic Report' }),
    path: '/onboarding/genetic-report',
    aliases: [],
    text: defineMessage({
      id: 'step.geneticReport.text',
      defaultMessage: 'Upload or describe your genetic report if available.',
    }),
    answeredWhen: 'any field was saved',
  },
  {
    id: 'medicalChecklist',
    savedMessage: {
      title: defineMessage({
        id: 'toast.step.medicalChecklist.saved.title',
        defaultMessage: 'Checklist information saved',
      }),
      description: defineMessage({
        id: 'toast.step.medicalChecklist.saved.description',
        defaultMessage: 'Your checklist information has been successfully saved.',
      }),
    },
    failedMessage: {
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
    // The branch shares step 4's place in the progress bar.
    number: 4,
    title: defineMessage({
      id: 'step.medicalChecklist.title',
      defaultMessage: 'Medical Assessment Checklist',
    }),
    path: '/onboarding/medical-checklist',
    aliases: [],
    text: defineMessage({
      id: 'step.medicalChecklist.text',
      defaultMessage:
        'Please select all that apply to your condition. You must select at least one item to proceed.',
    }),
    answeredWhen: 'any field was saved',
    onlyWhen: 'noGeneticReport',
  },
  {
    id: 'bookAppointment',
    savedMessage: {
      title: defineMessage({
        id: 'toast.step.bookAppointment.saved.title',
        defaultMessage: 'Onboarding Complete',
      }),
      description: defineMessage({
        id: 'toast.step.bookAppointment.saved.description',
        defaultMessage: 'Your profile has been set up successfully.',
      }),
    },
    failedMessage: {
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
    number: 5,
    title: defineMessage({ id: 'step.bookAppointment.title', defaultMessage: 'Book Appointment' }),
    path: '/onboarding/book-appointment',
    aliases: [],
    text: defineMessage({
      id: 'step.bookAppointment.text',
      defaultMessage: 'Book an appointment with a specialist.',
    }),
    answeredWhen: 'onboarding is complete',
  },
] as const;

export type OnboardingStep = (typeof onboardingSteps)[number];
export type OnboardingStepId = OnboardingStep['id'];

/** The number of numbered steps (the checklist branch shares step 4's number). */
export const totalOnboardingSteps = new Set(onboardingSteps.map((step) => step.number)).size;

export const onboardingStepIds = onboardingSteps.map((step) => step.id) as OnboardingStepId[];

export function isOnboardingStepId(id: string): id is OnboardingStepId {
  return (onboardingStepIds as string[]).includes(id);
}

/** The steps that can follow a step (after the report question: the checklist or booking). */
export function nextStepsOf(id: OnboardingStepId): OnboardingStepId[] {
  const index = onboardingStepIds.indexOf(id);
  const next = onboardingSteps[index + 1];
  if (!next) return [];
  const after = onboardingSteps[index + 2];
  return 'onlyWhen' in next && after ? [next.id, after.id] : [next.id];
}

export function stepById(id: OnboardingStepId): OnboardingStep {
  const step = onboardingSteps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`Unknown onboarding step ${id}`);
  return step;
}

/** How far along the flow a step is: its position in the table (1-based). */
export function rankOfStep(id: OnboardingStepId): number {
  return onboardingStepIds.indexOf(id) + 1;
}

/** Past every step: the dashboard. */
export const completedRank = onboardingSteps.length + 1;

export const dashboardPath = '/dashboard';
