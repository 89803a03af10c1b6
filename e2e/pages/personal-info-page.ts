import { expect, type Locator, type Page } from '@playwright/test';
import { OnboardingLayout, steps } from './onboarding-layout';

export interface PersonalInfoAnswers {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Visible option texts. */
  gender: string;
  state: string;
}

/** Step 1 at /onboarding. */
export class PersonalInfoPage extends OnboardingLayout {
  constructor(page: Page) {
    super(page);
  }

  get next(): Locator {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }

  async seeIt(): Promise<void> {
    await this.seeStep(steps.personalInfo);
  }

  async doChoose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.page.getByRole('combobox', { name: label })).toContainText(option);
  }

  async doFill(answers: PersonalInfoAnswers): Promise<void> {
    await this.page.getByLabel('First name').fill(answers.firstName);
    await this.page.getByLabel('Last name').fill(answers.lastName);
    await this.page.getByLabel('Date of birth').fill(answers.dateOfBirth);
    await this.doChoose('Gender', answers.gender);
    await this.doChoose('State of residence', answers.state);
  }

  async doNext(): Promise<void> {
    await this.next.click();
  }

  async seeValues(answers: PersonalInfoAnswers): Promise<void> {
    await expect(this.page.getByLabel('First name')).toHaveValue(answers.firstName);
    await expect(this.page.getByLabel('Last name')).toHaveValue(answers.lastName);
    await expect(this.page.getByLabel('Date of birth')).toHaveValue(answers.dateOfBirth);
    await expect(this.page.getByRole('combobox', { name: 'Gender' })).toContainText(answers.gender);
    await expect(this.page.getByRole('combobox', { name: 'State of residence' })).toContainText(
      answers.state,
    );
  }

  async seeNotServedNotice(): Promise<void> {
    await expect(this.page.getByText('Service Not Available in Your State')).toBeVisible();
    await expect(this.next).toBeDisabled();
  }
}
