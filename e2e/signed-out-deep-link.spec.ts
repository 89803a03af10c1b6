import { expect, test } from '@playwright/test';
import { finishOnboardingThroughApi, registerThroughApi } from './support/api-patient';
import { screens } from './support/journey';

// Issue 30, row 16: a signed-out deep link asks the visitor to sign in, then opens that page.

test('a signed-out visitor opening /dashboard/profile lands on /auth, is asked to sign in, then sees their Profile', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'deep-link');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  const prompt = page.getByRole('status').filter({ hasText: 'Please sign in to continue' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('The page you opened is for signed-in patients.');

  await screens(page).auth.doLogin(patient.email, patient.password);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('the sign-in page asks nobody to "continue" when they opened it themselves', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Please sign in to continue')).toHaveCount(0);
});
