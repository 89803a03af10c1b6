import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi } from './support/api-patient';
import { screens } from './support/journey';
import { newPatient } from './support/patients';

// Issue 30, row 5: each registration problem at its own field, in the patient's words, gone once
// it no longer applies; a toast only for what has no field.

const errorOf = (page: Page, label: string) =>
  page
    .getByRole('form', { name: 'Register' })
    .getByLabel(label, { exact: true })
    .locator('xpath=..')
    .locator('[id$="-error"]');

test('a blank name, a short password and a different confirmation: each at its field, no toast, nothing sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/register') sent.push(request.method());
  });
  const s = screens(page);
  const patient = newPatient('fields');
  await s.auth.doOpen();
  await s.auth.doRegister({ ...patient, name: '   ', password: 'short' }, 'shorter');

  const form = page.getByRole('form', { name: 'Register' });
  await expect(errorOf(page, 'Full Name')).toHaveText('Enter your full name.');
  await expect(errorOf(page, 'Password')).toHaveText(
    'Use at least 8 characters for your password.',
  );
  await expect(errorOf(page, 'Confirm Password')).toHaveText(
    "Passwords don't match. Please make sure your passwords match.",
  );
  await expect(errorOf(page, 'Email')).toHaveCount(0);
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Authentication failed')).toHaveCount(0);
  await expect(page.getByText('name is required')).toHaveCount(0);
  expect(sent).toEqual([]);

  // Each goes once it no longer applies; the others stay.
  await form.getByLabel('Full Name').fill(patient.name);
  await expect(errorOf(page, 'Full Name')).toHaveCount(0);
  await expect(errorOf(page, 'Password')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(patient.password);
  await expect(errorOf(page, 'Password')).toHaveCount(0);
  await expect(errorOf(page, 'Confirm Password')).toBeVisible();
  await form.getByLabel('Confirm Password').fill(patient.password);
  await expect(errorOf(page, 'Confirm Password')).toHaveCount(0);
});

test('a used email: the reason at Email with "Sign in instead", which opens Login with it', async ({
  page,
  request,
}) => {
  const existing = await registerThroughApi(request, 'used');
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doRegister({ ...newPatient('used'), email: existing.email });

  await expect(errorOf(page, 'Email')).toHaveText('An account with this email already exists');
  await expect(page.getByText('Authentication failed')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await form.getByRole('button', { name: 'Sign in instead' }).click();

  const login = page.getByRole('form', { name: 'Login' });
  await expect(login.getByLabel('Email')).toHaveValue(existing.email);
  await expect(login.getByLabel('Password', { exact: true })).toBeFocused();
});

test('a password too easy to guess: the server says so at Password, and it goes when changed', async ({
  page,
}) => {
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doRegister({ ...newPatient('weak'), password: 'password1' });

  await expect(errorOf(page, 'Password')).toContainText('This password is too easy to guess.');
  await expect(page.getByText('Authentication failed')).toHaveCount(0);
  await page
    .getByRole('form', { name: 'Register' })
    .getByLabel('Password', { exact: true })
    .fill('password12');
  await expect(errorOf(page, 'Password')).toHaveCount(0);
});

test('no answer from the server: a toast, as nothing in the form is wrong', async ({ page }) => {
  await page.route('**/auth/register', (route) => route.abort('internetdisconnected'));
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doRegister(newPatient('offline'));
  await s.toasts.see(
    'Authentication failed',
    'We could not reach herd Health. Check your internet connection and try again.',
  );
  await expect(page.getByText('Please check your credentials and try again')).toHaveCount(0);
});
