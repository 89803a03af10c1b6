import { stepMessages } from '@contract/onboarding/step-messages';
import {
  type OnboardingStepId,
  onboardingSteps,
  stepById,
  totalOnboardingSteps,
} from '@contract/onboarding/steps';
import { defineMessage, type Message, withValues } from '@i18n/message';

export interface StepInfo {
  number: number;
  total: number;
  /** The heading on the page. */
  title: Message;
  text: Message;
}

/** The progress bar's labels: the numbered steps (the checklist branch shares step 4). */
export const stepNames: readonly Message[] = onboardingSteps
  .filter((step) => !('onlyWhen' in step))
  .map((step) => step.title);

/** Title, text and number of a step, from the step registry. */
export function stepInfoOf(id: OnboardingStepId): StepInfo {
  const step = stepById(id);
  return {
    number: step.number,
    total: totalOnboardingSteps,
    title: step.title,
    text: stepMessages[id].text,
  };
}

const announcement = defineMessage({
  id: 'step.announcement',
  defaultMessage: 'Step {number} of {total}: {title}',
});

/** What the live region says when a step opens: "Step 2 of 5: Medical Condition". */
export const stepAnnouncement = (info: StepInfo): Message =>
  withValues(announcement, { number: info.number, total: info.total, title: info.title });
