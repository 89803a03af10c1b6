import { expect, test } from '@playwright/test';
import { PersonalInfoPage } from './pages/personal-info-page';
import {
  finishOnboardingThroughApi,
  registerThroughApi,
  signInWithToken,
} from './support/api-patient';
import { michiganResident } from './support/patients';

test('preferred pronouns: given on step 1, kept across a reload, shown on the Profile page', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'pronouns');
  await signInWithToken(page, patient, '/onboarding');
  const step1 = new PersonalInfoPage(page);
  await step1.seeIt();
  await step1.doFill({ firstName: 'Alex', lastName: patient.lastName, ...michiganResident });
  await page.getByLabel('Preferred pronouns').fill('they/them');
  await step1.doNext();
  await expect(page).toHaveURL(/\/onboarding\/medical-condition$/);

  await page.reload();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Preferred pronouns')).toHaveValue('they/them');

  // Any later save keeps the stored answer it does not carry.
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await page.goto('/dashboard/profile');
  const answer = page
    .locator('dt', { hasText: 'Preferred pronouns' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(answer).toHaveText('they/them');
});
