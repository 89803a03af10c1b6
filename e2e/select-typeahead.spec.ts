import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { screens } from './support/journey';
import { tabTo } from './support/keyboard';

// Issue 30, row 2: type-ahead on a closed select, as the WAI-ARIA select-only combobox has it.

/** Records every toast title that appears from now on, however briefly. */
async function recordToastTitles(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastTitles: string[] }).toastTitles = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-toast-id]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);
}

test('typing "Mich" slowly on the closed State select picks Michigan, with no toast on the way', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'typeahead');
  await signInWithToken(page, patient, '/onboarding');
  await screens(page).personalInfo.seeIt();
  const toastTitles = await recordToastTitles(page);
  const state = page.getByRole('combobox', { name: 'State of residence' });
  await tabTo(page, state);
  // Keys 600 ms apart: slower than Ark's own 350 ms, within the one second native selects wait.
  await page.keyboard.type('Mich', { delay: 600 });
  await expect(page.getByRole('option', { name: 'Michigan', exact: true })).toHaveAttribute(
    'data-highlighted',
    '',
  );
  await expect(state).toContainText('Select your state');
  await page.keyboard.press('Enter');
  await expect(state).toContainText('Michigan');
  await expect(state).toBeFocused();
  expect((await toastTitles()).filter((text) => text.includes('Service Not Available'))).toEqual(
    [],
  );

  // The Gender select has it too.
  const gender = page.getByRole('combobox', { name: 'Gender' });
  await gender.focus();
  await page.keyboard.type('p');
  await page.keyboard.press('Enter');
  await expect(gender).toContainText('Prefer not to say');
});

// Issue 30, row 2: a search ends when the list closes, so a new one starts right after a choice.
test('after a choice, "New Y" on the closed State select highlights New York', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'typeahead-new-y');
  await signInWithToken(page, patient, '/onboarding');
  await screens(page).personalInfo.seeIt();
  const state = page.getByRole('combobox', { name: 'State of residence' });
  await tabTo(page, state);
  await page.keyboard.type('Mich', { delay: 100 });
  await page.keyboard.press('Enter');
  await expect(state).toContainText('Michigan');
  // "New Y": the space continues the search instead of taking the option under it.
  await page.keyboard.type('New Y', { delay: 300 });
  await expect(page.getByRole('option', { name: 'New York', exact: true })).toHaveAttribute(
    'data-highlighted',
    '',
  );
  await page.keyboard.press('Enter');
  await expect(state).toContainText('New York');
  await expect(page.getByText('Service Not Available in Your State')).toBeVisible();
});
