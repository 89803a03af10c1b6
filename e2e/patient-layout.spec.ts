import { expect, type Page, test } from '@playwright/test';
import { BookAppointmentPage } from './pages/book-appointment-page';
import { GeneticReportPage } from './pages/genetic-report-page';
import { PersonalInfoPage } from './pages/personal-info-page';
import {
  answerFirstTwoStepsThroughApi,
  finishOnboardingThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
  uploadReportThroughApi,
} from './support/api-patient';
import { serveCalEmbedStub } from './support/cal-embed-stub';
import { expectNoOverlap, textContrast } from './support/layout';
import { cftrReportLines, textReportPdf } from './support/report-fixture';

// Issue 14, item 9: layout defects.

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const toastNamed = (page: Page, title: string) =>
  page.locator('[data-toast-id]').filter({ hasText: title });

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a toast covers neither Next nor the State field on step 1', async ({ page, request }) => {
      const patient = await registerThroughApi(request, 'toast-step1');
      await signInWithToken(page, patient, '/onboarding');
      const step1 = new PersonalInfoPage(page);
      await step1.seeIt();
      await page.getByLabel('First name').fill('Pat');
      await page.getByLabel('Last name').fill(patient.lastName);
      await page.getByLabel('Date of birth').fill('1990-04-01');
      await step1.doChoose('Gender', 'Female');
      await step1.doChoose('State of residence', 'Ohio');
      const toast = toastNamed(page, 'Service Not Available');
      await expect(toast).toBeVisible();
      const state = page.getByRole('combobox', { name: 'State of residence' });
      await expectNoOverlap(toast, state, 'toast and State field');
      await step1.next.scrollIntoViewIfNeeded();
      await expect(toast).toBeVisible();
      await expectNoOverlap(toast, step1.next, 'toast and Next');
    });

    test('a toast does not cover "Complete & Go to Dashboard"', async ({ page, request }) => {
      await serveCalEmbedStub(page);
      const patient = await registerThroughApi(request, 'toast-step5');
      await answerFirstTwoStepsThroughApi(request, patient);
      await saveAnswersThroughApi(request, patient, {
        familyHistory: 'None known',
        hasGeneticReport: false,
        checklistItems: ['severeHypotonia'],
      });
      await signInWithToken(page, patient, '/onboarding/book-appointment');
      const step5 = new BookAppointmentPage(page);
      await step5.seeIt();
      await step5.doBookWithStub();
      const toast = toastNamed(page, 'Appointment Booked');
      await expect(toast).toBeVisible();
      // The real calendar is taller than the screen, which puts Complete at the bottom edge.
      await page
        .getByText(/^Test calendar for /)
        .evaluate((el) =>
          Object.assign((el.parentElement as HTMLElement).style, { minHeight: '1200px' }),
        );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const complete = page.getByRole('button', { name: 'Complete & Go to Dashboard' });
      await expect(complete).toBeInViewport();
      await expect(toast).toBeVisible();
      await expectNoOverlap(toast, complete, 'toast and Complete');
    });
  });
}

test('the selected calendar day keeps readable contrast on hover', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'calendar-hover');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/calendar');
  const selected = page.getByRole('button', { name: /^Tuesday, March 4, 2031/ });
  await expect(selected).toHaveAttribute('aria-pressed', 'true');
  expect(await textContrast(selected)).toBeGreaterThanOrEqual(4.5);
  await selected.hover();
  // Let a colour transition finish before reading the colours.
  await page.waitForTimeout(400);
  expect(await textContrast(selected)).toBeGreaterThanOrEqual(4.5);
});

test('step 1 shows "Personal Information" once as a heading', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'one-heading');
  await signInWithToken(page, patient, '/onboarding');
  await new PersonalInfoPage(page).seeIt();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toHaveCount(1);
});

test('report results: Disease Information sizes to one entry; variant titles have a plain-language line', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'report-layout');
  await answerFirstTwoStepsThroughApi(request, patient);
  await saveAnswersThroughApi(request, patient, { familyHistory: 'None known' });
  await uploadReportThroughApi(request, patient, {
    name: 'cftr.pdf',
    mimeType: 'application/pdf',
    buffer: textReportPdf(cftrReportLines),
  });
  await saveAnswersThroughApi(request, patient, { hasGeneticReport: true });
  await signInWithToken(page, patient, '/onboarding/genetic-report');
  const step4 = new GeneticReportPage(page);
  await step4.seeVariantResults(2);

  const diseases = page.getByRole('region', { name: 'Disease information' });
  await expect(diseases).toContainText('Cystic fibrosis');
  const box = await diseases.boundingBox();
  expect(box?.height).toBeGreaterThan(0);
  expect(box?.height).toBeLessThan(200);

  const variant = page.getByRole('button', { name: /c\.1521_1523del/ });
  await expect(variant).toContainText(/change in the CFTR gene/i);
  await expect(variant).toContainText(/cystic fibrosis/i);
});
