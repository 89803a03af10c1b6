import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/api-patient';

// Signing in needs code the sign-in page downloads on demand. Tried while the browser is offline,
// some browsers would keep that failed download for the page's life (src/lib/import-online.ts):
// back online, the patient could not sign in without reloading.
test('offline, "Sign in" says herd Health cannot be reached; back online, the same page signs in', async ({
  page,
  context,
  request,
}) => {
  const patient = await registerThroughApi(request, 'offline-sign-in');
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(patient.email);
  await login.getByLabel('Password', { exact: true }).fill(patient.password);

  await context.setOffline(true);
  await login.getByRole('button', { name: 'Sign in' }).click();
  // Said in the form; the toaster says it too when its code came before the connection went.
  await expect(
    login.getByText(
      'We could not reach herd Health. Check your internet connection and try again.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(login.getByLabel('Email')).toHaveValue(patient.email);

  await context.setOffline(false);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
});
