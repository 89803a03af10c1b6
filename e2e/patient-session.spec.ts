import { expect, test } from '@playwright/test';
import { MedicalConditionPage } from './pages/medical-condition-page';
import { PersonalInfoPage } from './pages/personal-info-page';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { michiganResident } from './support/patients';

// Issue 14, item 6: a session that ends mid-onboarding asks to sign in again, in place, and then
// finishes the save with what the patient typed.
test('session ends on step 1: "Please sign in again" in place, then the save completes and step 2 shows', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'session');
  await signInWithToken(page, patient, '/onboarding');
  const step1 = new PersonalInfoPage(page);
  await step1.seeIt();
  await step1.doFill({ firstName: 'Jordan', lastName: patient.lastName, ...michiganResident });

  // The session ends while the page is open: the server no longer accepts the stored token.
  await page.evaluate((token) => {
    const [header, , signature] = token.split('.');
    const expired = btoa(JSON.stringify({ sub: 'someone', exp: 1 })).replace(/=+$/, '');
    localStorage.setItem('token', `${header}.${expired}.${signature}`);
  }, patient.token);
  await step1.doNext();

  const dialog = page.getByRole('alertdialog', { name: 'Please sign in again' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Save Failed', { exact: true })).toHaveCount(0);
  // What the patient typed is still on the page behind the dialog.
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Jordan');
  await expect(dialog.getByLabel('Email')).toHaveValue(patient.email);
  await dialog.getByLabel('Password').fill(patient.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(dialog).toHaveCount(0);
  await new MedicalConditionPage(page).seeIt();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ firstName: 'Jordan', lastName: patient.lastName });
});
