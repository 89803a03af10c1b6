import { defineMessage } from '../../i18n/message.ts';

/**
 * The onboarding steps (spec section 2): the one source of their order, address, title,
 * progress number and branch. The app's statechart, its route table, the progress bar, the
 * server's onboarding check and the end-to-end page objects all read this table; what each step
 * says besides its title (its text, its form's name, the messages of its save, spec section 8) is
 * in `./step-messages.ts`, and the fields each step saves are declared with the fields
 * (`contract/profile/fields.ts`, `step`).
 */
export const onboardingSteps = [
  {
    id: 'personalInfo',
    number: 1,
    title: defineMessage({ id: 'step.personalInfo.title', defaultMessage: 'Personal Information' }),
    path: '/onboarding',
    aliases: ['/onboarding/personal-info'],
    answeredWhen: 'every required field is filled',
  },
  {
    id: 'medicalCondition',
    number: 2,
    title: defineMessage({
      id: 'step.medicalCondition.title',
      defaultMessage: 'Medical Condition',
    }),
    path: '/onboarding/medical-condition',
    aliases: [],
    answeredWhen: 'any field was saved',
  },
  {
    id: 'medicalHistory',
    number: 3,
    title: defineMessage({ id: 'step.medicalHistory.title', defaultMessage: 'Medical History' }),
    path: '/onboarding/medical-history',
    aliases: [],
    answeredWhen: 'any field was saved',
  },
  {
    id: 'geneticReport',
    number: 4,
    title: defineMessage({ id: 'step.geneticReport.title', defaultMessage: 'Genetic Report' }),
    path: '/onboarding/genetic-report',
    aliases: [],
    answeredWhen: 'any field was saved',
  },
  {
    id: 'medicalChecklist',
    // The branch shares step 4's place in the progress bar.
    number: 4,
    title: defineMessage({
      id: 'step.medicalChecklist.title',
      defaultMessage: 'Medical Assessment Checklist',
    }),
    path: '/onboarding/medical-checklist',
    aliases: [],
    answeredWhen: 'any field was saved',
    onlyWhen: 'noGeneticReport',
  },
  {
    id: 'bookAppointment',
    number: 5,
    title: defineMessage({ id: 'step.bookAppointment.title', defaultMessage: 'Book Appointment' }),
    path: '/onboarding/book-appointment',
    aliases: [],
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
