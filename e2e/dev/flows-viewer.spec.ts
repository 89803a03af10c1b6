import { machineCatalogue } from '@machines/catalogue';
import { expect, type Page, test } from '@playwright/test';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { arrowLabel, labelLines } from '../../scripts/lib/diagrams/arrow-labels';
import { drawnTransitions } from '../../scripts/lib/diagrams/mermaid-chart';
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
  await page.getByRole('button', { name: /^by address → auth\b/ }).click();
  await expect(svg.locator('[data-state-id="signIn.auth.idle"][data-active]')).toBeVisible();
  await expect(svg.locator('[data-state-id="landing"][data-active]')).toHaveCount(0);
  await svg.getByRole('button', { name: /^Sign in — from idle to signingIn/ }).press('Enter');
  await expect(svg.locator('[data-state-id="signIn.auth.signingIn"][data-active]')).toBeVisible();
  const next = page.getByRole('region', { name: 'What can happen now' });
  await expect(next).toContainText('Shows “Successfully logged in” — Welcome back to herd Health');
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

// Issue 29 item 5: a flow viewer in plain words.

/** Every arrow label's words in the chart, lines joined as the Mermaid page joins them. */
const labelTexts = (page: Page, title: string) =>
  chart(page, title)
    .locator('[data-transition-id] text')
    .evaluateAll((texts) => texts.map((text) => (text.textContent ?? '').trim()));

test('labels arrows with the words of the Mermaid pages', async ({ page }) => {
  await page.goto('/dev/flows#signIn');
  await expect(
    chart(page, 'Signing in').locator('[data-transition-id] text').first(),
  ).toBeVisible();
  const shown = await labelTexts(page, 'Signing in');
  const signIn = machineCatalogue.find((entry) => entry.id === 'signIn');
  const nodes = (node: AnyStateNode): AnyStateNode[] => [
    node,
    ...(Object.values(node.states) as AnyStateNode[]).flatMap(nodes),
  ];
  const expected = nodes((signIn as { machine: AnyStateMachine }).machine.root)
    .flatMap(drawnTransitions)
    .map((transition) => labelLines(arrowLabel(transition)).join(' '));
  expect(expected.length).toBeGreaterThan(10);
  for (const words of expected) expect(shown).toContain(words);
  expect(shown.join('\n')).not.toMatch(/xstate\.|\w+\.submitted|savedThisStep|\bif \w+/);
});

test('never draws text below 12 px: zooming out stops, a wide chart scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dev/flows#app');
  const svg = chart(page, 'The app');
  await expect(svg.locator('[data-state-id]').first()).toBeVisible();
  const smallestTextPx = () =>
    svg.evaluate((element) => {
      const chartSvg = element as unknown as SVGSVGElement;
      const scale = chartSvg.getBoundingClientRect().width / chartSvg.viewBox.baseVal.width;
      const sizes = [...chartSvg.querySelectorAll('text')].map((text) =>
        Number.parseFloat(getComputedStyle(text).fontSize || text.getAttribute('font-size') || '0'),
      );
      return Math.min(...sizes) * scale;
    });
  for (let i = 0; i < 6; i++) {
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    if (await zoomOut.isDisabled()) break;
    await zoomOut.click();
  }
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  expect(await smallestTextPx()).toBeGreaterThanOrEqual(12);
  await page.getByRole('button', { name: 'Fit to width' }).click();
  expect(await smallestTextPx()).toBeGreaterThanOrEqual(12);
  const frame = page.getByTestId('flows-scroller');
  const overflow = await frame.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeGreaterThan(0);
});

test('scrolls the highlighted state into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dev/flows#dashboard');
  const svg = chart(page, 'Dashboard');
  await expect(svg.locator('[data-active]').first()).toBeVisible();
  const frame = page.getByTestId('flows-scroller');
  await frame.evaluate((el) => el.scrollTo({ left: 0, top: 0 }));
  // Take choices until the highlighted state lies outside the first screen, then check it is shown.
  const inView = () =>
    page.evaluate(() => {
      const scroller = document.querySelector('[data-testid="flows-scroller"]') as HTMLElement;
      const active = [...document.querySelectorAll('[data-state-id][data-active]')].at(-1);
      if (!active) return false;
      const a = active.getBoundingClientRect();
      const v = scroller.getBoundingClientRect();
      return (
        a.left >= v.left - 1 &&
        a.right <= v.right + 1 &&
        a.top >= v.top - 1 &&
        a.bottom <= v.bottom + 1
      );
    });
  const choices = page.getByRole('region', { name: 'What can happen now' }).getByRole('button');
  let moved = 0;
  for (let i = 0; i < 8; i++) {
    const count = await choices.count();
    if (count === 0) break;
    await choices.nth(count - 1).click();
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    moved += 1;
  }
  expect(moved).toBeGreaterThan(2);
});

test('after a simulated save fails, "saved" is not offered as if it had been stored', async ({
  page,
}) => {
  await page.goto('/dev/flows#onboarding');
  const svg = chart(page, 'Onboarding');
  const label = (name: RegExp) => svg.getByRole('button', { name });
  await label(/^otherwise — from resuming to personalInfo/).click();
  const saved = label(
    /^saved shows “Personal information saved” — from personalInfo to medicalCondition/,
  );
  await label(/^Next, answers valid — from idle to saving/).click();
  await label(/^save ended, not stored .*— from saving to failed/).click();
  await expect(
    svg.locator('[data-state-id="onboarding.active.save.failed"][data-active]'),
  ).toBeVisible();
  await expect(saved.locator('xpath=..')).not.toHaveAttribute('data-enabled', /.*/);
  const next = page.getByRole('region', { name: 'What can happen now' });
  await expect(next.getByRole('button', { name: /^saved → medicalCondition/ })).toHaveCount(0);
  // Stored this time: "saved" follows.
  await label(/^Next, answers valid — from failed to saving/).click();
  await label(/^save ended, stored — from saving to idle/).click();
  await expect(saved.locator('xpath=..')).toHaveAttribute('data-enabled', 'true');
  await expect(next.getByRole('button', { name: /^saved → medicalCondition/ })).toHaveCount(1);
});
