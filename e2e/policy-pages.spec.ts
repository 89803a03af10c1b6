import { expect, test } from '@playwright/test';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  signInWithToken,
} from './support/api-patient';

// Issue 30, row 16: real Terms and Privacy pages, signed in or not, and Support from configuration.

test('Terms and Privacy open from the sign-in page, signed out, and say what is kept', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const heading of ['What we keep, and why', 'Who sees it', 'How long we keep it']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Settings, under Your data/)).toBeVisible();
  const support = page.getByRole('link', { name: 'Contact Support' });
  await expect(support).toHaveAttribute('href', 'mailto:support@herdhealth.com');
  await expect(support).not.toHaveAttribute('href', /example\.com/);

  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to herd Health' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a signed-in patient opens Privacy from Settings and comes back to the dashboard', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'policy');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/settings');
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the sidebar reaches the bottom of a long page', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'sidebar');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInWithToken(page, patient, '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(600);
  const box = await sidebar.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(pageHeight - 1);
  // A short window: Logout stays reachable.
  await page.getByRole('button', { name: 'Logout' }).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeInViewport();
});
