import { expect, type Page, test } from '@playwright/test';
import { Toasts } from './pages/toasts';
import { finishOnboardingThroughApi, registerThroughApi } from './support/api-patient';
import { mailTo } from './support/outbox';

const NEW_PASSWORD = 'lantern orchard quiet meadow';

/** "Confirm your email" with "Send again", on the dashboard and in Settings until confirmed. */
const confirmReminder = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Confirm your email' });

// Issue 25, as a patient: forget the password, read the mail in the outbox, choose a new
// password, sign in with it; on a phone and on a desktop screen.
for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test(`a patient who forgot their password gets back in (${name})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const patient = await registerThroughApi(request, `reset-${name}`);
    await finishOnboardingThroughApi(request, patient, '2030-05-01T15:30:00.000Z');
    const toasts = new Toasts(page);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(patient.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

    const mail = await mailTo(patient.email, 'Reset your herd Health password');
    expect(mail.link).toMatch(/\/auth\/reset-password#token=/);
    expect(mail.html).toContain('Choose a new password');

    const opened = await page.goto(mail.link);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    // The token leaves the address bar (and the history) at once.
    await expect(page).toHaveURL(/\/auth\/reset-password$/);

    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    await newPassword.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD} typo`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await toasts.see("Passwords don't match", 'Please make sure your passwords match');
    await newPassword.fill('password123');
    await confirm.fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();

    await newPassword.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await toasts.see(
      'Password changed',
      'You have been signed out everywhere. Sign in with your new password.',
    );
    // Every session ended, the one the patient registered with too; the link signed nobody in.
    const before = await request.get('/auth/me', {
      headers: { Authorization: `Bearer ${patient.token}` },
    });
    expect(before.status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await mailTo(patient.email, 'Your herd Health password was reset');

    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(patient.email);
    await login.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(confirmReminder(page)).toBeVisible();

    // The link works once.
    await page.goto(mail.link);
    await page.getByLabel('New password', { exact: true }).fill('another calm harbour stone');
    await page.getByLabel('Confirm new password').fill('another calm harbour stone');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This link cannot be used')).toBeVisible();
  });
}

test('a patient confirms their email from the mail, and sees it in their recent activity', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'confirm');
  await finishOnboardingThroughApi(request, patient, '2030-05-01T15:30:00.000Z');
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(patient.email);
  await login.getByLabel('Password', { exact: true }).fill(patient.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(confirmReminder(page)).toBeVisible();

  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(
    page.getByText(`We have sent a new confirmation link to ${patient.email}`),
  ).toBeVisible();
  // The registration's mail and this one: the newer link is the one that works.
  const mail = await mailTo(patient.email, 'Confirm your email address', 2);
  await page.goto(mail.link);
  await new Toasts(page).see('Email confirmed');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(confirmReminder(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings' }).first().click();
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByText('Email address confirmed')).toBeVisible();
  await expect(activity.getByText('Signed in').first()).toBeVisible();
  await expect(confirmReminder(page)).toHaveCount(0);
});
