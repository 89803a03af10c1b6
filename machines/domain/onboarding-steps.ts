/** The onboarding step table (spec section 2). The checklist is a branch, not a numbered step. */
export const onboardingSteps = [
  {
    id: 'personalInfo',
    number: 1,
    name: 'Personal Information',
    path: '/onboarding',
    text: 'Please provide your basic information to get started.',
  },
  {
    id: 'medicalCondition',
    number: 2,
    name: 'Medical Condition',
    path: '/onboarding/medical-condition',
    text: 'Please provide information about your primary rare condition.',
  },
  {
    id: 'medicalHistory',
    number: 3,
    name: 'Medical History',
    path: '/onboarding/medical-history',
    text: 'Tell us about your medical history relevant to your condition.',
  },
  {
    id: 'geneticReport',
    number: 4,
    name: 'Genetic Report',
    path: '/onboarding/genetic-report',
    text: 'Upload or describe your genetic report if available.',
  },
  {
    id: 'bookAppointment',
    number: 5,
    name: 'Book Appointment',
    path: '/onboarding/book-appointment',
    text: 'Book an appointment with a specialist.',
  },
] as const;

export const checklistStep = {
  id: 'medicalChecklist',
  number: 4,
  name: 'Medical Checklist',
  path: '/onboarding/medical-checklist',
  text: 'Please select all that apply to your condition. You must select at least one item to proceed.',
} as const;

export type OnboardingStepId = (typeof onboardingSteps)[number]['id'] | typeof checklistStep.id;

export const totalOnboardingSteps = onboardingSteps.length;

/** Step number shown in the progress bar; the checklist sits between steps 4 and 5. */
export function stepNumber(id: OnboardingStepId): number {
  if (id === checklistStep.id) return checklistStep.number;
  return onboardingSteps.find((step) => step.id === id)?.number ?? 1;
}
