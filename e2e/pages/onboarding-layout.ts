import { stepMessages } from '@contract/onboarding/step-messages';
import { type OnboardingStepId, onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { expect, type Page } from '@playwright/test';

export interface StepInfo {
  number: number;
  name: string;
  path: string;
  /** The step's form, by its accessible name. */
  form: string;
}

/** The steps, read from the one step registry (contract/onboarding/steps.ts). */
export const steps = Object.fromEntries(
  onboardingSteps.map((step) => [
    step.id,
    {
      number: step.number,
      name: english(step.title),
      path: step.path,
      form: english(stepMessages[step.id].formLabel),
    },
  ]),
) as Record<OnboardingStepId, StepInfo>;

/** Header, progress and step heading shared by every onboarding step. */
export class OnboardingLayout {
  constructor(protected readonly page: Page) {}

  async seeStep(step: StepInfo): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === step.path);
    await expect(this.page.getByRole('heading', { name: step.name, exact: true })).toBeVisible();
    // The heading comes from the layout; the form proves the step's own screen is showing too.
    await expect(this.page.getByRole('form', { name: step.form, exact: true })).toBeVisible();
  }

  async doLogout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }

  async doBack(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back', exact: true }).click();
  }
}
