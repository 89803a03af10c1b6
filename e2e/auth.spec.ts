import { expect, test } from '@playwright/test';
import { finishOnboardingThroughApi, registerThroughApi } from './support/api-patient';
import { screens } from './support/journey';
import { newPatient } from './support/patients';

test('login and logout: "Logged out" toast and back on /', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'login');
  await finishOnboardingThroughApi(request, patient, '2030-03-14T15:30:00.000Z');
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doLogin(patient.email, patient.password);
  await s.toasts.see('Successfully logged in', 'Welcome back to herd Health');
  await s.dashboard.seeHome(patient.firstName);

  await s.dashboard.doLogout();
  await s.toasts.see('Logged out', 'You have been successfully logged out.');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The session is really gone: a member page asks the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await expect(page.getByText('Please sign in to continue')).toBeVisible();
});

test('wrong password: "Authentication failed" and still on the sign-in page', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'wrongpw');
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doLogin(patient.email, `${patient.password}-wrong`);
  await s.toasts.see('Authentication failed', 'Please check your credentials and try again');
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('password mismatch: said under Confirm Password, nothing is sent', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/register') registerCalls.push(request.method());
  });
  const s = screens(page);
  const patient = newPatient('mismatch');
  await s.auth.doOpen();
  await s.auth.doRegister(patient, `${patient.password}-typo`);
  await expect(
    page.getByText("Passwords don't match. Please make sure your passwords match."),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await s.auth.seeRegisterFormStillFilled(patient);
  expect(registerCalls).toEqual([]);
});

test('deep links while signed out go to the sign-in page', async ({ page }) => {
  for (const path of ['/onboarding/medical-history', '/onboarding', '/dashboard/messages']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
  }
});
