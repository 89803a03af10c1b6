import { expect, type Locator, type Page } from '@playwright/test';

const maxTabs = 60;

/** Presses Tab (never the mouse) until the locator holds focus. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Tab until focus is somewhere inside the container (a radio group, for example). */
export async function tabInto(page: Page, container: Locator): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses++) {
    const inside = await container
      .evaluate((el) => el !== document.activeElement && el.contains(document.activeElement))
      .catch(() => false);
    if (inside) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the container');
}

/** Opens a select from the keyboard and moves down to the option, then takes it with Enter. */
export async function chooseWithKeys(page: Page, trigger: Locator, option: string): Promise<void> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeAttached();
  for (let presses = 0; presses < 80; presses++) {
    if ((await wanted.getAttribute('data-highlighted')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(option);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button and presses Enter. */
export async function pressButton(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}
