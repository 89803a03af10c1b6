import { expect, type Page, test } from '@playwright/test';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
} from './support/api-patient';

// Issue 30, row 9: a long name or long pronouns wrap inside their card at 390 px.

test.use({ viewport: { width: 390, height: 844 } });

const longName = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3).slice(0, 100);
// The longest pronouns the field takes (40 characters), with no space to break at.
const longPronouns = 'xe/xem/xyr/xyrs/xemself/they/them/theirs';

/** Elements whose content runs past their own box (text cut at the card's edge). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) out.push('page');
    // Text boxes scroll their own text; the Back/Next bar reaches into the card's padding.
    const skipped = 'input, textarea, form:has(> [data-sticky-bar])';
    for (const el of document.querySelectorAll(`main *:not(${skipped})`)) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        out.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 30)}`);
      }
    }
    return out;
  });
}

test('a 100-character name and long pronouns wrap on Profile and Home', async ({
  page,
  request,
}) => {
  expect(longName).toHaveLength(100);
  const patient = await registerThroughApi(request, 'long-words', longName);
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await saveAnswersThroughApi(request, patient, {
    firstName: longName,
    lastName: longName,
    pronouns: longPronouns,
  });
  await signInWithToken(page, patient, '/dashboard/profile');
  await expect(page.getByText(longPronouns)).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit personal information' }).click();
  await expect(page.getByLabel('Preferred pronouns')).toHaveValue(longPronouns);
  expect(await overflowing(page)).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: new RegExp(longName) })).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
});
