import { expect, test } from '@playwright/test';

test('the sign-in route renders and the dark theme can be switched on', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'herd Health' })).toBeVisible();
  await expect(page.getByText('The Rare Disease Platform')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.screenshot({ path: testInfo.outputPath('auth-light.png'), fullPage: true });

  // The patient clicks the visible word; the radio itself is visually hidden.
  await page.locator('label', { hasText: 'Dark' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.screenshot({ path: testInfo.outputPath('auth-dark.png'), fullPage: true });

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
