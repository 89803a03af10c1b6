import { expect, type Page } from '@playwright/test';
import { OnboardingLayout, steps } from './onboarding-layout';

/** Step 5 at /onboarding/book-appointment: the scheduling embed and completion. */
export class BookAppointmentPage extends OnboardingLayout {
  constructor(page: Page) {
    super(page);
  }

  async seeIt(): Promise<void> {
    await this.seeStep(steps.bookAppointment);
  }

  /** Needs `serveCalEmbedStub(page)` before the step opens. */
  async doBookWithStub(): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirm test booking' }).click();
  }

  async seeBooked(): Promise<void> {
    await expect(this.page.getByText('Appointment Booked').first()).toBeVisible();
    await expect(
      this.page.getByText('Your appointment has been successfully scheduled.').first(),
    ).toBeVisible();
  }

  async seeCalendarUnavailable(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Try again' })).toBeVisible({
      timeout: 30_000,
    });
  }

  async doTryAgain(): Promise<void> {
    await this.page.getByRole('button', { name: 'Try again' }).click();
  }

  async doComplete(): Promise<void> {
    await this.page.getByRole('button', { name: 'Complete & Go to Dashboard' }).click();
  }
}
