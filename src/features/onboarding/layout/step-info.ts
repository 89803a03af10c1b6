import {
  checklistStep,
  type OnboardingStepId,
  onboardingSteps,
  stepNumber,
  totalOnboardingSteps,
} from '../../../../machines/domain/onboarding-steps';

export interface StepInfo {
  number: number;
  total: number;
  /** The heading on the page. */
  title: string;
  text: string;
}

/** The checklist's heading is the spec's "Medical Assessment Checklist", shown as step 4 of 5. */
export const checklistTitle = 'Medical Assessment Checklist';

export const stepNames: readonly string[] = onboardingSteps.map((step) => step.name);

/** Title, text and number of a step, from the machine's step table. */
export function stepInfoOf(id: OnboardingStepId): StepInfo {
  const number = stepNumber(id);
  if (id === checklistStep.id) {
    return { number, total: totalOnboardingSteps, title: checklistTitle, text: checklistStep.text };
  }
  const step = onboardingSteps.find((entry) => entry.id === id) ?? onboardingSteps[0];
  return { number, total: totalOnboardingSteps, title: step.name, text: step.text };
}

/** What the live region says when a step opens: "Step 2 of 5: Medical Condition". */
export const stepAnnouncement = (info: StepInfo): string =>
  `Step ${info.number} of ${info.total}: ${info.title}`;
