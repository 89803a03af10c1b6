import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Finds a form control by the words on screen, whatever it is drawn with: a yes/no or option
 * group, a select, a list typed one item at a time, or a text, date or number input. The labels
 * are the ones the patient reads, so the steps keep working when the app's strings move into a
 * message catalogue with the same English words.
 */

/** The open dialog when one is, else the page: a dialog covers what is behind it. */
export async function scopeOf(page: Page): Promise<Page | Locator> {
  const dialog = page
    .getByRole('dialog')
    .or(page.getByRole('alertdialog'))
    .filter({ visible: true });
  return (await dialog.count()) > 0 ? dialog.first() : page;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label as written, or numbered on screen ("6. Severe hypotonia" for "Severe hypotonia"). */
const labelled = (label: string) => new RegExp(`^(\\d+\\.\\s+)?${escaped(label)}$`);

async function visible(locator: Locator): Promise<Locator | null> {
  const shown = locator.filter({ visible: true });
  return (await shown.count()) > 0 ? shown.first() : null;
}

async function chooseInGroup(group: Locator, option: string): Promise<void> {
  await group.getByText(option, { exact: true }).click();
  await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}

async function addItems(scope: Page | Locator, label: string, value: string): Promise<void> {
  for (const item of value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const remove = scope.getByRole('button', { name: `Remove ${item}`, exact: true });
    if ((await remove.count()) > 0) continue;
    // Symptoms are typed into a combobox that suggests HPO terms; Enter keeps the typed text.
    const input = scope
      .getByRole('textbox', { name: label, exact: true })
      .or(scope.getByRole('combobox', { name: label, exact: true }));
    await input.fill(item);
    await input.press('Enter');
    await expect(remove).toBeVisible();
  }
}

/** Fills in, chooses or adds `value` in the control labelled `label`. */
export async function fillIn(page: Page, label: string, value: string): Promise<void> {
  // The prerendered copy of a page is inert: fill in the app's own page.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const scope = await scopeOf(page);
  const name = labelled(label);
  const group = await visible(
    scope.getByRole('radiogroup', { name }).or(scope.getByRole('group', { name })),
  );
  if (group) return chooseInGroup(group, value);
  // A list typed one item at a time (its input may be a combobox of suggestions, not a select).
  if ((await scope.getByRole('button', { name: `Add ${label}`, exact: true }).count()) > 0) {
    return addItems(scope, label, value);
  }
  const select = await visible(scope.getByRole('combobox', { name }));
  if (select) return chooseOption(page, select, value);
  const input = await visible(scope.getByLabel(name));
  if (!input) throw new Error(`No control labelled "${label}" on the page`);
  await input.fill(value);
}

/** The visible button with exactly this name (in the open dialog, when one is open). */
export async function buttonNamed(page: Page, name: string): Promise<Locator> {
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const scope = await scopeOf(page);
  return scope.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}
