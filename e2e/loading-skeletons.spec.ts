import { expect, type Page, test } from '@playwright/test';
import {
  answerFirstTwoStepsThroughApi,
  finishOnboardingThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
  uploadReportThroughApi,
} from './support/api-patient';
import { heldRequests } from './support/held-requests';
import { screens } from './support/journey';
import { newPatient } from './support/patients';
import { cftrReportLines, textReportPdf } from './support/report-fixture';

// Issue 30, row 14: a card whose content is still loading shows a skeleton, never nothing.

test.use({ viewport: { width: 1280, height: 800 } });

const skeletons = (page: Page) => page.locator('main .skeleton');
// The page being left stays in the tree, hidden, until the next one is ready; a card of it still
// loading holds a skeleton of its own, which may come first.
const shownSkeletons = (page: Page) => skeletons(page).filter({ visible: true });

test('after registering, step 1 shows a skeleton while its form loads', async ({ page }) => {
  const held = heldRequests(page);
  const stepForm = '**/assets/personal-info-*.js';
  await held.hold(stepForm);
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doRegister(newPatient('skeleton'));
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(shownSkeletons(page).first()).toBeVisible();
  await held.release(stepForm);
  await s.personalInfo.seeIt();
  await expect(skeletons(page)).toHaveCount(0);
});

test('a dashboard page shows a skeleton while its code loads', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'skeleton-dash');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  const held = heldRequests(page);
  const profileCode = '**/assets/profile-route-*.js';
  await held.hold(profileCode);
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(shownSkeletons(page).first()).toBeVisible();
  await held.release(profileCode);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(skeletons(page)).toHaveCount(0);
});

test('step 4 with a report on file: a skeleton while its results load; "Try again" when they cannot', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'skeleton-report');
  await answerFirstTwoStepsThroughApi(request, patient);
  await saveAnswersThroughApi(request, patient, { familyHistory: 'None known' });
  await uploadReportThroughApi(request, patient, {
    name: 'cftr.pdf',
    mimeType: 'application/pdf',
    buffer: textReportPdf(cftrReportLines),
  });
  await saveAnswersThroughApi(request, patient, { hasGeneticReport: true });
  const held = heldRequests(page);
  const storedResult = '**/api/genetic-report/report/*';
  await held.hold(storedResult);
  await signInWithToken(page, patient, '/onboarding/genetic-report');
  await screens(page).geneticReport.seeIt();
  await expect(shownSkeletons(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Browse files' })).toHaveCount(0);
  await held.release(storedResult);
  await expect(page.getByText('Report uploaded successfully')).toBeVisible();
  await expect(skeletons(page)).toHaveCount(0);

  // The results cannot be fetched: the step says so and offers to try again.
  await page.route(storedResult, (route) => route.abort(), { times: 1 });
  await page.reload();
  await expect(page.getByText('Your report could not be loaded')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Report uploaded successfully')).toBeVisible();
});
