import { expect } from '@playwright/test';
import { Then } from './fixtures';

/** What the patient must see after a step, and what the browser keeps. */

const message = (page: import('@playwright/test').Page) => page.locator('[data-toast-id]');

Then('the address is {string}', async ({ page }, url: string) => {
  await expect(page).toHaveURL((address) => `${address.pathname}${address.search}` === url);
});

Then('the heading is {string}', async ({ page }, heading: string) => {
  // Still on screen behind an open dialog, which hides the page from assistive technology.
  const level1 = page.getByRole('heading', {
    level: 1,
    name: heading,
    exact: true,
    includeHidden: true,
  });
  await expect(level1).toBeVisible();
});

Then('no message is shown', async ({ page }) => {
  await expect(message(page)).toHaveCount(0);
});

Then('the message {string} is shown', async ({ page }, title: string) => {
  await expect(message(page).getByText(title, { exact: true })).toBeVisible();
});

Then(
  'the message {string} is shown saying {string}',
  async ({ page }, title: string, description: string) => {
    await expect(message(page).getByText(title, { exact: true })).toBeVisible();
    await expect(message(page).getByText(description, { exact: true })).toBeVisible();
  },
);

Then('the question {string} is asked', async ({ page }, question: string) => {
  // An alert dialog over the page: the page behind it is inert until it is answered.
  await expect(page.getByRole('alertdialog').filter({ hasText: question })).toBeVisible();
});

Then('no question is asked', async ({ page }) => {
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

Then('the page says {string}', async ({ page }, text: string) => {
  // On the page itself, not in a message (which may say the same words).
  const onPage = page.getByText(text).and(page.locator(':not([data-toast-id] *)'));
  await expect(onPage.filter({ visible: true }).first()).toBeVisible();
});

Then('the page no longer says {string}', async ({ page }, text: string) => {
  const onPage = page.getByText(text).and(page.locator(':not([data-toast-id] *)'));
  await expect(onPage.filter({ visible: true })).toHaveCount(0);
});

Then(/^the "(.+)" button is (enabled|disabled)$/, async ({ page }, name: string, state: string) => {
  const button = page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
  if (state === 'enabled') await expect(button).toBeEnabled();
  else await expect(button).toBeDisabled();
});

Then(
  /^the browser stores (a|no) session token and (?:the theme "(\w+)"|no theme)$/,
  async ({ page }, token: string, theme: string | undefined) => {
    const stored = () =>
      page.evaluate(() => ({
        token: localStorage.getItem('token') !== null,
        theme: localStorage.getItem('theme'),
      }));
    await expect.poll(stored).toEqual({ token: token === 'a', theme: theme ?? null });
  },
);

Then(/^the page is (light|dark)$/, async ({ page }, theme: string) => {
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
});
