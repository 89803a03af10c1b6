import { expect, type Page } from '@playwright/test';
import { OnboardingLayout, steps } from './onboarding-layout';

/** The checklist branch at /onboarding/medical-checklist: eleven yes/no questions. */
export class ChecklistPage extends OnboardingLayout {
  constructor(page: Page) {
    super(page);
  }

  async seeIt(): Promise<void> {
    await this.seeStep(steps.medicalChecklist);
    await expect(
      this.page.getByText(
        'Please select all that apply to your condition. You must select at least one item to proceed.',
      ),
    ).toBeVisible();
    await expect(this.page.getByRole('radiogroup')).toHaveCount(11);
  }

  /** Answers every question: yes for the listed 1-based question numbers, no for the rest. */
  async doAnswer(yesNumbers: number[]): Promise<void> {
    const groups = this.page.getByRole('radiogroup');
    for (let index = 0; index < 11; index++) {
      const answer = yesNumbers.includes(index + 1) ? 'Yes' : 'No';
      await groups.nth(index).getByText(answer, { exact: true }).click();
    }
  }

  async doNext(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next: Book Appointment' }).click();
  }
}
