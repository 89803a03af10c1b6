import { expect, test } from '@playwright/test';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  signInWithToken,
} from './support/api-patient';
import { mailTo } from './support/outbox';
import { applyLook, checkScreenInEveryLook, walkingLook } from './support/screen-check';

// Issue 25's screens in light and dark, at 390 and 1280 px: axe finds nothing serious and a
// full-page screenshot of each goes into the test output. One walk, each screen at all four looks.
test('account recovery screens, light and dark at 1280 and 390 px', async ({
  page,
  request,
}, testInfo) => {
  await applyLook(page, walkingLook);
  const patient = await registerThroughApi(request, 'screens-recovery');
  await finishOnboardingThroughApi(request, patient, '2030-05-01T15:30:00.000Z');

  await page.goto('/auth/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'forgot-password');
  await page.getByLabel('Email').fill(patient.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'forgot-password-sent');

  const mail = await mailTo(patient.email, 'Reset your herd Health password');
  await page.goto(mail.link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'reset-password');
  // A link cut short (no token): refused before anything is typed.
  await page.goto('/auth/reset-password');
  await expect(page.getByText('This link cannot be used')).toBeVisible();
  await expect(page.getByText(/This link is incomplete/)).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'reset-password-link-refused');

  // Out of reach: why, and what to do, beside "Try again"; then the server's answer.
  const verify = '**/auth/email/verify';
  await page.route(verify, (route) => route.abort('internetdisconnected'));
  await page.goto('/auth/confirm-email#token=not-a-real-token');
  await expect(page.getByText('We could not reach herd Health')).toBeVisible();
  await expect(
    page.getByText(/^Check your internet connection, then choose "Try again"/),
  ).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'confirm-email-unreachable');
  await page.unroute(verify);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link did not work' }),
  ).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'confirm-email-failed');

  await signInWithToken(page, patient, '/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Confirm your email' })).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'dashboard-confirm-email');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('list', { name: 'Recent activity' })).toBeVisible();
  await checkScreenInEveryLook(page, testInfo, 'settings-recent-activity');
});
