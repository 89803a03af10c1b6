import { expect, test } from '@playwright/test';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  signInWithToken,
} from './support/api-patient';

// Issue 30, row 7: leaving Profile with an unsaved edit asks first, as onboarding does.

test.use({ viewport: { width: 1280, height: 900 } });

test('Home with an unsaved edit asks "Leave without saving?"; Keep editing stays, Leave drops it', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'leave-profile');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/profile');
  const home = page.getByRole('navigation').getByRole('link', { name: 'Home' }).first();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  // An edit opened and left unchanged: nothing to ask.
  await page.getByRole('button', { name: 'Edit medical history' }).click();
  await home.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toHaveCount(0);

  const profileLink = page.getByRole('navigation').getByRole('link', { name: 'Profile' }).first();
  // The section is still open, as it was left.
  await profileLink.click();
  const history = page.getByLabel('Family medical history');
  await history.fill('Grandmother had cystic fibrosis');
  await home.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your changes to medical history are not saved.');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(history).toHaveValue('Grandmother had cystic fibrosis');

  // The browser's Back (to Home, where the patient came from) asks too.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  await home.click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();

  // The dropped answers are not offered back.
  await profileLink.click();
  await page.getByRole('button', { name: 'Edit medical history' }).click();
  await expect(page.getByLabel('Family medical history')).not.toHaveValue(/Grandmother/);
  await expect(page.getByText('We kept the answers you had not saved yet.')).toHaveCount(0);
});
