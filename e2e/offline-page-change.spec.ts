import { expect, test } from '@playwright/test';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  signInWithToken,
} from './support/api-patient';

// A page's code comes when the page is first opened. With the connection gone at that moment,
// the patient is told so, in their words, and the page opens by itself once it is back: no
// "Unexpected Application Error!", no reload (which, offline, would lose the app altogether).

test('offline, Profile says herd Health cannot be reached; back online, Profile opens by itself', async ({
  page,
  request,
  context,
}) => {
  const patient = await registerThroughApi(request, 'offline-page');
  await finishOnboardingThroughApi(request, patient, '2030-03-14T15:30:00.000Z');
  await signInWithToken(page, patient, '/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  // Home's own parts are here (a part still on its way when the connection goes is caught too).
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('navigation').getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: "We can't reach herd Health right now" }),
  ).toBeVisible();
  await expect(page.getByText('You are still signed in')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/profile');
});

test('signed out and offline, "Forgot password?" says so without claiming a session; "Try again" online opens it', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('heading', { name: "We can't reach herd Health right now" }),
  ).toBeVisible();
  await expect(page.getByText('You are still signed in')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});
