import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Row } from '../../scripts/lib/qa/gherkin/answers-table';
import { buttonNamed, fillIn } from './controls';
import { When } from './fixtures';

/** What the patient does: open, move, fill in, choose, press, upload, wait. */

When('the patient opens {string}', async ({ page }, url: string) => {
  await page.goto(url);
});

When('the patient reloads the page', async ({ page }) => {
  await page.reload();
});

When('the patient goes to {string} in the app', async ({ page }, url: string) => {
  // A link when the page has one, else the address changes as the browser's Back would.
  const link = page.locator(`a[href="${url}"]:visible`).first();
  if ((await link.count()) > 0) {
    await link.click();
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
});

When('the patient opens the {string} tab', async ({ page }, tab: string) => {
  await page.getByRole('tab', { name: tab, exact: true }).click();
});

When(
  'the patient fills in {string} with {string}',
  async ({ page }, label: string, value: string) => {
    await fillIn(page, label, value);
  },
);

When('the patient fills in the form:', async ({ page }, table) => {
  for (const [label, value] of table.raw() as Row[]) await fillIn(page, label, value);
});

When('the patient presses {string}', async ({ page }, name: string) => {
  const button = await buttonNamed(page, name);
  // a busy button ignores presses (src/ui/button.tsx): a patient waits for it to finish first
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await button.click();
});

When('the patient uploads the file {string}', async ({ page }, file: string) => {
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: file.split('/').at(-1) ?? file,
      mimeType: 'application/pdf',
      buffer: readFileSync(file),
    });
});

When('the patient books a time in the calendar', async ({ page }) => {
  // The stand-in calendar's one time (e2e/support/cal-embed-stub.ts); by hand, any free time.
  await page.getByRole('button', { name: 'Confirm test booking' }).click();
});

/** Real time the page gets between two slices of its clock: answers and failures arrive. */
const slice = 500;

When(/^([\d,]+) ms pass$/, async ({ page }, ms: string) => {
  // In slices, so what happens meanwhile (a request failing, then asked again) happens in time.
  for (let left = Number(ms.replaceAll(',', '')); left > 0; left -= slice) {
    await page.clock.fastForward(Math.min(slice, left));
    await page.waitForTimeout(20);
  }
});

When('the patient rests the pointer on the message, then moves it away', async ({ page }) => {
  await page.locator('[data-toast-id]').hover();
  await page.mouse.move(0, 0);
});
