import { machineCatalogue } from '@machines/catalogue';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

const chart = (page: Page, title: string) =>
  page.getByRole('group', { name: `Statechart: ${title}` });

const picker = (page: Page) => page.getByRole('navigation', { name: 'Machines' });

test.beforeAll(async ({ browser }) => {
  // The first visit makes Vite compile the page and its dependencies.
  const page = await browser.newPage();
  await page.goto('/dev/flows');
  await expect(chart(page, 'The app')).toBeVisible({ timeout: 120_000 });
  await page.close();
});

test('draws every machine in Chromium, light and dark, wide and narrow', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const elkWorker = page.waitForEvent('worker');
  await page.goto('/dev/flows');
  expect((await elkWorker).url()).toContain('elk-worker');
  for (const entry of machineCatalogue) {
    await picker(page).getByRole('button', { name: entry.title, exact: true }).click();
    const svg = chart(page, entry.title);
    await expect(svg).toBeVisible();
    await expect(svg.locator('[data-state-id]').first()).toBeVisible();
    const box = await svg.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
  }
  await picker(page).getByRole('button', { name: 'Onboarding', exact: true }).click();
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await expect(chart(page, 'Onboarding')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`flows-${scheme}-${width}.png`) });
    }
  }
  await expectNoSeriousAxeViolations(page, '/dev/flows');
  expect(errors).toEqual([]);
});

test('steps through a flow by clicking events', async ({ page }) => {
  await page.goto('/dev/flows#signIn');
  const svg = chart(page, 'Signing in');
  await expect(svg.locator('[data-state-id="landing"][data-active]')).toBeVisible();
  await page.getByRole('button', { name: /xstate\.route → auth/ }).click();
  await expect(svg.locator('[data-state-id="signIn.auth.idle"][data-active]')).toBeVisible();
  await expect(svg.locator('[data-state-id="landing"][data-active]')).toHaveCount(0);
  await svg
    .getByRole('button', { name: /^auth\.login\.submitted — from idle to signingIn/ })
    .press('Enter');
  await expect(svg.locator('[data-state-id="signIn.auth.signingIn"][data-active]')).toBeVisible();
  const next = page.getByRole('region', { name: 'What can happen now' });
  await expect(next).toContainText('“Successfully logged in — Welcome back to herd Health”');
});

test('follows the app running in another tab', async ({ page, context }) => {
  const app = await context.newPage();
  await app.goto('/');
  await page.goto('/dev/flows#signIn');
  await page.getByRole('button', { name: 'Follow the app' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Following the app at /' }),
  ).toBeVisible();
  const svg = chart(page, 'Signing in');
  await expect(svg.locator('[data-state-id="landing"][data-active]')).toBeVisible();
  await app.goto('/auth');
  await expect(svg.locator('[data-state-id="signIn.auth.idle"][data-active]')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Following the app at /auth' }),
  ).toBeVisible();
});
