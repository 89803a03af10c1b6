import { languageName } from '@i18n/language-names';
import { directionOf, supportedLocales } from '@i18n/locales';
import { expect, type Page } from '@playwright/test';
import { Given, Then, When } from './fixtures';

/**
 * The language menu (sign-in page, onboarding header, Settings), named by the languages it offers
 * in their own words ("Español", "العربية"), and the download of a language's texts: its own
 * chunk of the app (`/assets/catalogue-<locale>-<hash>.js`, docs/i18n.md).
 */

function localeNamed(name: string): string {
  const locale = supportedLocales.find((candidate) => languageName(candidate) === name);
  if (!locale) throw new Error(`The app offers no language named "${name}"`);
  return locale;
}

const catalogueOf = (name: string) => `**/assets/catalogue-${localeNamed(name)}-*.js`;

/** The language menu: the select whose options are languages (its label changes with them). */
async function languageMenu(page: Page) {
  await expect(page.locator('#prerendered')).toHaveCount(0);
  return page.locator('select:has(option[lang])').filter({ visible: true }).first();
}

Given('the browser cannot download the language {string}', async ({ page }, name: string) => {
  await page.route(catalogueOf(name), (route) => route.abort('failed'));
});

Given('the language {string} is slow to download', async ({ page }, name: string) => {
  // Never answered within the scenario: the patient chooses again meanwhile.
  await page.route(catalogueOf(name), () => undefined);
});

When('the patient chooses {string} in the language menu', async ({ page }, name: string) => {
  await (await languageMenu(page)).selectOption({ label: name });
});

Then('the page is in {string}', async ({ page }, name: string) => {
  const locale = localeNamed(name);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale);
  await expect(html).toHaveAttribute('dir', directionOf(locale));
  await expect(await languageMenu(page)).toHaveValue(locale);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe(locale);
});
