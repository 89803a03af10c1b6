import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/api-patient';
import { mailTo } from './support/outbox';

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../i18n/catalogue/${locale}.json`, import.meta.url), 'utf8'));

// Issue 28: a visitor whose browser reads Spanish or Arabic asks for a reset link before the
// account has a language of its own; the app sends the language it shows, and the mail is in it.
for (const { locale, language, rtl } of [
  { locale: 'es-US', language: 'es', rtl: false },
  { locale: 'ar', language: 'ar', rtl: true },
]) {
  test.describe(`a visitor reading ${language}`, () => {
    test.use({ locale });

    test('asks for a reset link and gets the mail in that language', async ({ page, request }) => {
      const words = catalogue(language);
      const patient = await registerThroughApi(request, `mail-${language}`);
      await page.goto('/auth/forgot-password');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByRole('textbox').first().fill(patient.email);
      await page.getByRole('button', { name: words['recovery.forgot.submit'] as string }).click();
      await expect(page.getByText(words['recovery.forgot.sentTitle'] as string)).toBeVisible();

      const mail = await mailTo(patient.email, words['mail.passwordReset.subject'] as string);
      expect(mail.text).toContain(words['mail.passwordReset.intro']);
      expect(mail.html).toContain(`<html lang="${language}"${rtl ? ' dir="rtl"' : ''}>`);
      expect(mail.link).toMatch(/\/auth\/reset-password#token=/);
    });
  });
}
