import { expect, type Page, test } from '@playwright/test';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
} from './support/api-patient';
import { applyLook, checkScreen, lookName, looks } from './support/screen-check';

const symptomsBox = (page: Page) => page.getByRole('combobox', { name: 'Primary symptoms' });
const chips = (page: Page) => page.getByRole('list', { name: 'Primary symptoms' });
// The suggestions only: the header's language menu (a native select) has options too.
const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: 'Primary symptoms' }).getByRole('option');

/** Step 1 answered, so the patient may open step 2. */
const stepOne = (patient: { firstName: string; lastName: string }) => ({
  firstName: patient.firstName,
  lastName: patient.lastName,
  dateOfBirth: '1990-04-01',
  gender: 'female',
  state: 'MI',
});

/** The stored symptoms, as GET /auth/me returns them. */
async function storedSymptoms(page: Page, token: string): Promise<unknown> {
  const response = await page.request.get('/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { symptoms: unknown }).symptoms;
}

test('a symptom typed, chosen, saved, reloaded and edited on Profile keeps its term and words', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'symptoms');
  await saveAnswersThroughApi(request, patient, stepOne(patient));
  await signInWithToken(page, patient, '/onboarding/medical-condition');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Condition' })).toBeVisible();
  await expect(
    page.getByText(/This product uses the Human Phenotype Ontology \(version \d{4}-\d{2}-\d{2}\)/),
  ).toBeVisible();

  // Typed as a patient types (a typo, a plural), by keyboard alone.
  await symptomsBox(page).pressSequentially('bendy joints', { delay: 30 });
  await expect(symptomsBox(page)).toHaveValue('bendy joints');
  const suggestion = page.getByRole('option', { name: /Flexible joints.*Joint hypermobility/ });
  await expect(suggestion).toBeVisible();
  // The terms of "bendy joints" itself, not those of fewer letters still shown while it is asked.
  await expect(page.getByRole('listbox', { name: 'Primary symptoms' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  expect(await suggestions(page).count()).toBeLessThanOrEqual(8);
  await symptomsBox(page).press('ArrowDown');
  await expect(suggestions(page).first()).toHaveAttribute('data-highlighted', '');
  await symptomsBox(page).press('Enter');
  await expect(symptomsBox(page)).toHaveValue('');
  const coded = chips(page).getByRole('listitem').filter({ hasText: 'Flexible joints' });
  await expect(coded).toHaveAttribute('data-coded', 'true');
  await expect(coded).toContainText('HPO');

  // Enter with no suggestion chosen keeps the words as typed (free text).
  await symptomsBox(page).pressSequentially('worse in the mornings', { delay: 20 });
  await symptomsBox(page).press('Enter');
  const free = chips(page).getByRole('listitem').filter({ hasText: 'worse in the mornings' });
  await expect(free).toHaveAttribute('data-coded', 'false');

  // Escape closes the suggestions and keeps the text.
  await symptomsBox(page).pressSequentially('siezures', { delay: 20 });
  await expect(page.getByRole('option', { name: /Seizures/ }).first()).toBeVisible();
  await symptomsBox(page).press('Escape');
  await expect(suggestions(page)).toHaveCount(0);
  await symptomsBox(page).fill('');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/medical-history$/);
  const saved = [{ text: 'Flexible joints', hpo_id: 'HP:0001382' }, 'worse in the mornings'];
  expect(await storedSymptoms(page, patient.token)).toEqual(saved);

  await page.reload();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/medical-condition$/);
  await expect(
    chips(page).getByRole('listitem').filter({ hasText: 'Flexible joints' }),
  ).toHaveAttribute('data-coded', 'true');
  await expect(
    chips(page).getByRole('listitem').filter({ hasText: 'worse in the mornings' }),
  ).toHaveAttribute('data-coded', 'false');

  // On the Profile page: the same words, the same term; one more added there, one removed.
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await page.goto('/dashboard/profile');
  const answer = page
    .locator('dt', { hasText: 'Primary symptoms' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(answer).toContainText('Flexible joints');
  await expect(answer).toContainText('worse in the mornings');
  await page.getByRole('button', { name: 'Edit medical condition' }).click();
  await expect(
    chips(page).getByRole('listitem').filter({ hasText: 'Flexible joints' }),
  ).toHaveAttribute('data-coded', 'true');
  await page.getByRole('button', { name: 'Remove worse in the mornings' }).click();
  await symptomsBox(page).pressSequentially('tummy ache', { delay: 20 });
  await page
    .getByRole('option', { name: /Abdominal pain/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit medical condition' })).toBeVisible();
  const edited = await storedSymptoms(page, patient.token);
  expect(edited).toEqual([
    { text: 'Flexible joints', hpo_id: 'HP:0001382' },
    expect.objectContaining({ hpo_id: 'HP:0002027' }),
  ]);
  await page.reload();
  await expect(answer).toContainText('Flexible joints');
});

test('free text still works when suggestions cannot be fetched', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'symptoms-offline');
  await saveAnswersThroughApi(request, patient, stepOne(patient));
  await signInWithToken(page, patient, '/onboarding/medical-condition');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Condition' })).toBeVisible();
  await page.route('**/api/phenotypes**', (route) => route.abort('internetdisconnected'));
  await symptomsBox(page).pressSequentially('bendy joints', { delay: 20 });
  await expect(
    page.getByText('Suggestions are not available right now.', { exact: false }),
  ).toBeVisible();
  await symptomsBox(page).press('Enter');
  await expect(
    chips(page).getByRole('listitem').filter({ hasText: 'bendy joints' }),
  ).toHaveAttribute('data-coded', 'false');
});

for (const look of looks) {
  test(`the symptoms box and its suggestions, ${lookName(look)}: by keyboard, axe clean`, async ({
    page,
    request,
  }, testInfo) => {
    await applyLook(page, look);
    const patient = await registerThroughApi(request, 'symptoms-look');
    await saveAnswersThroughApi(request, patient, {
      ...stepOne(patient),
      symptoms: ['worse in the mornings', { text: 'Flexible joints', hpo_id: 'HP:0001382' }],
    });
    await signInWithToken(page, patient, '/onboarding/medical-condition');
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Condition' })).toBeVisible();
    // Keyboard alone: Tab reaches the box past the diagnosis question.
    await symptomsBox(page).focus();
    await page.keyboard.type('tummy ache', { delay: 20 });
    await expect(page.getByRole('option', { name: /Abdominal pain/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await checkScreen(page, testInfo, look, 'step-2-symptom-suggestions');
    await page.keyboard.press('Escape');
    await symptomsBox(page).fill('');
    await checkScreen(page, testInfo, look, 'step-2-symptom-chips');

    await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Edit medical condition' }).click();
    await symptomsBox(page).pressSequentially('hedaches', { delay: 10 });
    await expect(page.getByRole('option', { name: /Headaches/ }).first()).toBeVisible();
    await checkScreen(page, testInfo, look, 'profile-symptom-editor');
    // What the patient sees (full-page pictures draw sticky bars where the page scrolled to).
    await page.screenshot({
      path: testInfo.outputPath(`profile-symptom-editor-viewport-${lookName(look)}.png`),
    });
    // A page in Spanish asks for Spanish labels (the app's language, once it has several).
    await symptomsBox(page).fill('');
    await page.evaluate(() => {
      document.documentElement.lang = 'es';
    });
    await symptomsBox(page).pressSequentially('dolor de cabeza', { delay: 10 });
    await expect(page.getByRole('option', { name: /Cefalea/ }).first()).toBeVisible();
    await checkScreen(page, testInfo, look, 'profile-symptom-editor-spanish');
  });
}
