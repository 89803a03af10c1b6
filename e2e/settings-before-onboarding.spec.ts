import { expect, test } from '@playwright/test';
import { Toasts } from './pages/toasts';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { personalInfoOf, screens } from './support/journey';

// Issue 23 item 7 and issue 30: a patient from Ohio can never finish onboarding (Michigan only),
// yet Settings (and deleting the account) is open to them from the wizard's header.
test('Settings before onboarding: from Ohio, open Settings, come back, then delete the account', async ({
  page,
  request,
}) => {
  const s = screens(page);
  const patient = await registerThroughApi(request, 'ohio-settings');
  await signInWithToken(page, patient, '/dashboard');
  await s.personalInfo.seeIt();
  const answers = { ...personalInfoOf(patient), state: 'Ohio' };
  await s.personalInfo.doFill(answers);
  await s.personalInfo.seeNotServedNotice();
  const stepAddress = new URL(page.url()).pathname;

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  // The export needs no finished onboarding: the file downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download FHIR record' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);

  // Back to the step they left, with what they typed.
  await page.getByRole('link', { name: /Back to onboarding/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === stepAddress);
  await expect(page.getByLabel('First name')).toHaveValue(answers.firstName);
  await s.personalInfo.seeNotServedNotice();

  // Typing the address works as well.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await new Toasts(page).see('Account deleted');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const login = await request.post('/auth/login', {
    data: { email: patient.email, password: patient.password },
  });
  expect(login.status()).toBe(401);
});
