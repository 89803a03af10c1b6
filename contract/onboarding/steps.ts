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
    savedMessage: { title: 'Personal information saved' },
    failedMessage: {
      title: 'Save Failed',
      description: 'There was an error saving your information. Please try again.',
    },
    formLabel: 'Personal information',
    number: 1,
    title: 'Personal Information',
    path: '/onboarding',
    aliases: ['/onboarding/personal-info'],
    text: 'Please provide your basic information to get started.',
    answeredWhen: 'every required field is filled',
  },
  {
    id: 'medicalCondition',
    savedMessage: { title: 'Medical condition saved' },
    failedMessage: {
      title: 'Save Failed',
      description: 'There was an error saving your information. Please try again.',
    },
    formLabel: 'Medical condition',
    number: 2,
    title: 'Medical Condition',
    path: '/onboarding/medical-condition',
    aliases: [],
    text: 'Please provide information about your primary rare condition.',
    answeredWhen: 'any field was saved',
  },
  {
    id: 'medicalHistory',
    savedMessage: { title: 'Medical history saved' },
    failedMessage: {
      title: 'Error saving medical history',
      description: 'There was an error saving your medical history. Please try again.',
    },
    formLabel: 'Medical history',
    number: 3,
    title: 'Medical History',
    path: '/onboarding/medical-history',
    aliases: [],
    text: 'Tell us about your medical history relevant to your condition.',
    answeredWhen: 'any field was saved',
  },
  {
    id: 'geneticReport',
    savedMessage: { title: 'Information saved', description: 'Your preference has been saved.' },
    failedMessage: {
      title: 'Save Failed',
      description: 'There was an error saving your preference. Please try again.',
    },
    formLabel: 'Genetic report',
    number: 4,
    title: 'Genetic Report',
    path: '/onboarding/genetic-report',
    aliases: [],
    text: 'Upload or describe your genetic report if available.',
    answeredWhen: 'any field was saved',
  },
  {
    id: 'medicalChecklist',
    savedMessage: {
      title: 'Checklist information saved',
      description: 'Your checklist information has been successfully saved.',
    },
    failedMessage: {
      title: 'Save Failed',
      description: 'There was an error saving your checklist. Please try again.',
    },
    formLabel: 'Medical checklist',
    // The branch shares step 4's place in the progress bar.
    number: 4,
    title: 'Medical Assessment Checklist',
    path: '/onboarding/medical-checklist',
    aliases: [],
    text: 'Please select all that apply to your condition. You must select at least one item to proceed.',
    answeredWhen: 'any field was saved',
    onlyWhen: 'noGeneticReport',
  },
  {
    id: 'bookAppointment',
    savedMessage: {
      title: 'Onboarding Complete',
      description: 'Your profile has been set up successfully.',
    },
    failedMessage: {
      title: 'Error',
      description: 'Failed to complete onboarding. Please try again.',
    },
    formLabel: 'Book appointment',
    number: 5,
    title: 'Book Appointment',
    path: '/onboarding/book-appointment',
    aliases: [],
    text: 'Book an appointment with a specialist.',
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
