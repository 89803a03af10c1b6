import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { Toasts } from './pages/toasts';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  signInWithToken,
} from './support/api-patient';

// Issue 12 items 5 and 6, from the app: a new password ends the other sessions; deleting the
// account (after a confirmation) leaves nothing that signs in.
test('Settings: a new password works, the old one and the other session do not', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'new-password');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  const other = await request.post('/auth/login', {
    data: { email: patient.email, password: patient.password },
  });
  const otherToken = (await other.json()).access_token as string;
  await signInWithToken(page, patient, '/dashboard');
  await new DashboardPage(page).doOpen('settings');

  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = `${patient.password} and a new verse`;
  await form.getByLabel('Current password').fill(patient.password);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Repeat the new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await new Toasts(page).see('Password changed');
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  const login = (password: string) =>
    request.post('/auth/login', { data: { email: patient.email, password } });
  expect((await login(newPassword)).status()).toBe(200);
  expect((await login(patient.password)).status()).toBe(401);
  const otherMe = await request.get('/auth/me', {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(otherMe.status()).toBe(401);
  // This tab's session stays.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('Settings: a wrong current password is refused with the reason, nothing changes', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'wrong-password');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password at all');
  await form.getByLabel('New password', { exact: true }).fill('a long enough new password');
  await form.getByLabel('Repeat the new password').fill('a long enough new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  // At its field: the message describes the Current password input.
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is incorrect',
  );

  // Issue 30 row 6: the right one now, with two different new ones: only the mismatch is shown.
  await form.getByLabel('Current password').fill(patient.password);
  await form.getByLabel('Repeat the new password').fill('a different new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText("The two new passwords don't match.")).toBeVisible();
  await expect(page.getByText('The current password is incorrect')).toHaveCount(0);
  const login = await request.post('/auth/login', {
    data: { email: patient.email, password: patient.password },
  });
  expect(login.status()).toBe(200);
});

test('Settings: deleting the account asks first, then signs out and nothing signs in', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'delete-me');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(
    (
      await request.get('/auth/me', { headers: { Authorization: `Bearer ${patient.token}` } })
    ).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await new Toasts(page).see('Account deleted');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const login = await request.post('/auth/login', {
    data: { email: patient.email, password: patient.password },
  });
  expect(login.status()).toBe(401);
  expect(
    (
      await request.get('/auth/me', { headers: { Authorization: `Bearer ${patient.token}` } })
    ).status(),
  ).toBe(401);
});
