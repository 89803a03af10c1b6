import { expect, type Page, test } from '@playwright/test';
import {
  answerFirstTwoStepsThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
} from './support/api-patient';
import { serveCalEmbedStub } from './support/cal-embed-stub';
import { personalInfoOf, screens } from './support/journey';
import { expectNoOverlap } from './support/layout';

// Issue 30, row 13: a toast covers nothing the patient needs, and a title alone is one line.

const toastNamed = (page: Page, title: string) =>
  page.locator('[data-toast-id]').filter({ hasText: title });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the step-change toast leaves the step counter and heading clear, on one line', async ({
      page,
      request,
    }) => {
      const patient = await registerThroughApi(request, 'toast-place');
      await signInWithToken(page, patient, '/onboarding');
      const s = screens(page);
      await s.personalInfo.seeIt();
      await s.personalInfo.doFill(personalInfoOf(patient));
      await s.personalInfo.doNext();
      await s.medicalCondition.seeIt();
      const toast = toastNamed(page, 'Personal information saved');
      await expect(toast).toBeVisible();
      const counter = page.getByText('Step 2 of 5', { exact: true }).first();
      await expectNoOverlap(toast, counter, 'toast and step counter');
      const heading = page.getByRole('heading', { name: 'Medical Condition', exact: true });
      await expectNoOverlap(toast, heading, 'toast and step heading');
      // A title alone: the toast is one line of text high (its padding around it).
      const title = toast.getByText('Personal information saved', { exact: true });
      const [toastBox, titleBox] = [await toast.boundingBox(), await title.boundingBox()];
      expect(toastBox?.height ?? 0).toBeLessThanOrEqual((titleBox?.height ?? 0) + 2 * 16 + 2);
    });

    test('"Onboarding Complete" leaves the greeting clear', async ({ page, request }) => {
      await serveCalEmbedStub(page);
      const patient = await registerThroughApi(request, 'toast-greeting');
      await answerFirstTwoStepsThroughApi(request, patient);
      await saveAnswersThroughApi(request, patient, {
        familyHistory: 'None known',
        hasGeneticReport: false,
        checklistItems: ['severeHypotonia'],
      });
      await signInWithToken(page, patient, '/onboarding/book-appointment');
      const s = screens(page);
      await s.bookAppointment.seeIt();
      await page.getByRole('button', { name: 'Complete & Go to Dashboard' }).click();
      const toast = toastNamed(page, 'Onboarding Complete');
      await expect(toast).toBeVisible();
      const greeting = page.getByRole('heading', { level: 1, name: /^Welcome back/ });
      await expect(greeting).toBeVisible();
      await expectNoOverlap(toast, greeting, 'toast and greeting');
    });

    test('"Authentication failed" leaves the language menu and the theme usable', async ({
      page,
      request,
    }) => {
      const patient = await registerThroughApi(request, 'toast-controls');
      const s = screens(page);
      await s.auth.doOpen();
      await s.auth.doLogin(patient.email, `${patient.password}-wrong`);
      const toast = toastNamed(page, 'Authentication failed');
      await expect(toast).toBeVisible();
      await expectNoOverlap(toast, page.getByLabel('Language'), 'toast and language menu');
      const theme = page.getByRole('group', { name: 'Theme' });
      await expectNoOverlap(toast, theme, 'toast and theme choice');
      // Still usable while the toast shows: Spanish at once.
      await page.getByLabel('Language').selectOption('es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  });
}
