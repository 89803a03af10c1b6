import { expect, type Page } from '@playwright/test';
import { OnboardingLayout, steps } from './onboarding-layout';

export interface MedicalConditionAnswers {
  diagnosed: boolean;
  condition?: string;
  year?: string;
  symptoms: string[];
}

const question = 'Have you been clinically diagnosed with a rare condition?';

/** Step 2 at /onboarding/medical-condition. */
export class MedicalConditionPage extends OnboardingLayout {
  constructor(page: Page) {
    super(page);
  }

  async seeIt(): Promise<void> {
    await this.seeStep(steps.medicalCondition);
  }

  async doFill(answers: MedicalConditionAnswers): Promise<void> {
    const group = this.page.getByRole('radiogroup', { name: question });
    await group.getByText(answers.diagnosed ? 'Yes' : 'No', { exact: true }).click();
    if (answers.diagnosed) {
      await this.page.getByLabel('Primary rare condition').fill(answers.condition ?? '');
      await this.page.getByLabel('Year of diagnosis').fill(answers.year ?? '');
    }
    for (const symptom of answers.symptoms) {
      // A combobox suggesting HPO terms; Enter with none chosen keeps the typed text.
      await this.page.getByRole('combobox', { name: 'Primary symptoms' }).fill(symptom);
      await this.page.getByRole('combobox', { name: 'Primary symptoms' }).press('Enter');
      await expect(this.page.getByRole('button', { name: `Remove ${symptom}` })).toBeVisible();
    }
  }

  async doNext(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  async seeValues(answers: MedicalConditionAnswers): Promise<void> {
    if (answers.diagnosed) {
      await expect(this.page.getByLabel('Primary rare condition')).toHaveValue(
        answers.condition ?? '',
      );
      await expect(this.page.getByLabel('Year of diagnosis')).toHaveValue(answers.year ?? '');
    }
    for (const symptom of answers.symptoms) {
      await expect(this.page.getByRole('button', { name: `Remove ${symptom}` })).toBeVisible();
    }
  }
}
