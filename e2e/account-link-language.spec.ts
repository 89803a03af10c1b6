import { expect, test } from '@playwright/test';

// A link from a mail often opens in a browser set to another language than the patient reads.
// The pages of signing in that have one job carry the same language menu as the sign-in page.
test('"Forgot password?" in an English browser: Español from the menu, nothing typed is lost; then Arabic, right to left', async ({
  page,
}) => {
  await page.goto('/auth/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill('pat@example.test');

  await page.getByLabel('Language').selectOption('es');

  await expect(
    page.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('pat@example.test');

  await page.getByLabel('Idioma').selectOption('ar');
  await expect(page.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('pat@example.test');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
});
