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

// The app routes Terms, Privacy, onboarding steps and email links itself, outside the dashboard:
// Back or Forward to one of them with an unsaved edit left without asking and lost the answers.
test('Forward to Terms with an unsaved edit asks first too; Leave then opens Terms', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'leave-to-terms');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/profile');
  const nav = page.getByRole('navigation');
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  // History: Profile, Settings, Terms; then back to Profile, Terms ahead in Forward.
  await nav.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  await page.getByRole('button', { name: 'Edit medical history' }).click();
  const history = page.getByLabel('Family medical history');
  await history.fill('Grandmother had cystic fibrosis');

  // Forward to Settings asks (a dashboard page); keeping the answers puts Profile's address in
  // Settings' place, so Forward again is Terms.
  await page.goForward();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(history).toHaveValue('Grandmother had cystic fibrosis');

  await page.goForward();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your changes to medical history are not saved.');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});
