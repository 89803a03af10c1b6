import { expect, type Page } from '@playwright/test';
import type { Then } from '../../scripts/lib/qa/oracle/oracle';

/** The page after a QA step shows what the oracle expects: address, heading, message. */
export async function seeThen(page: Page, then: Then): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === then.url);
  // A question open over the page makes the page behind it inert: hidden from the roles.
  const dialog = page.getByRole('alertdialog');
  if (then.dialog) await expect(dialog.filter({ hasText: then.dialog })).toBeVisible();
  else await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: then.heading,
      exact: true,
      includeHidden: Boolean(then.dialog),
    }),
  ).toBeVisible();
  const message = page.locator('[data-toast-id]');
  if (then.toast) {
    await expect(message.getByText(then.toast.title, { exact: true })).toBeVisible();
    if (then.toast.description) {
      await expect(message.getByText(then.toast.description, { exact: true })).toBeVisible();
    }
  } else if (then.toast === null) {
    await expect(message).toHaveCount(0);
  }
}
