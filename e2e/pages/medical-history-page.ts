import { expect, type Page } from '@playwright/test';
import { OnboardingLayout, steps } from './onboarding-layout';

export interface MedicalHistoryAnswers {
  medications: string[];
  otherConditions: string[];
  familyHistory: string;
}

/** Step 3 at /onboarding/medical-history. */
export class MedicalHistoryPage extends OnboardingLayout {
  constructor(page: Page) {
    super(page);
  }

  async seeIt(): Promise<void> {
    await this.seeStep(steps.medicalHistory);
  }

  private async addChips(label: string, items: string[]): Promise<void> {
    for (const item of items) {
      await this.page.getByRole('textbox', { name: label }).fill(item);
      await this.page.getByRole('textbox', { name: label }).press('Enter');
      await expect(this.page.getByRole('button', { name: `Remove ${item}` })).toBeVisible();
    }
  }

  async doFill(answers: MedicalHistoryAnswers): Promise<void> {
    await this.addChips('Current medications', answers.medications);
    await this.addChips('Other medical conditions', answers.otherConditions);
    await this.page.getByLabel('Family medical history').fill(answers.familyHistory);
  }

  async doNext(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}
