import { expect, type Page } from '@playwright/test';

export interface StepInfo {
  number: number;
  name: string;
  path: string;
  /** The step's form, by its accessible name. */
  form: string;
}

/** The spec's step table (section 2) plus the checklist branch. */
export const steps = {
  personalInfo: {
    number: 1,
    name: 'Personal Information',
    path: '/onboarding',
    form: 'Personal information',
  },
  medicalCondition: {
    number: 2,
    name: 'Medical Condition',
    path: '/onboarding/medical-condition',
    form: 'Medical condition',
  },
  medicalHistory: {
    number: 3,
    name: 'Medical History',
    path: '/onboarding/medical-history',
    form: 'Medical history',
  },
  geneticReport: {
    number: 4,
    name: 'Genetic Report',
    path: '/onboarding/genetic-report',
    form: 'Genetic report',
  },
  medicalChecklist: {
    number: 4,
    name: 'Medical Assessment Checklist',
    path: '/onboarding/medical-checklist',
    form: 'Medical checklist',
  },
  bookAppointment: {
    number: 5,
    name: 'Book Appointment',
    path: '/onboarding/book-appointment',
    form: 'Book appointment',
  },
} as const satisfies Record<string, StepInfo>;

export type StepKey = keyof typeof steps;

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
