import { expect, test } from '@playwright/test';
import { MedicalHistoryPage } from './pages/medical-history-page';
import {
  answerFirstTwoStepsThroughApi,
  finishOnboardingThroughApi,
  registerThroughApi,
  signInWithToken,
} from './support/api-patient';

// Issue 14, item 3: a comma inside one list item must not split it.
const medication = 'Vitamin D3, 1000 IU daily';

test('a medication with a comma survives a reload as one chip and shows as one item on the Profile page', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'lists');
  await answerFirstTwoStepsThroughApi(request, patient);
  await signInWithToken(page, patient, '/onboarding/medical-history');
  const step3 = new MedicalHistoryPage(page);
  await step3.seeIt();
  await step3.doFill({ medications: [medication], otherConditions: [], familyHistory: 'None' });
  await step3.doNext();
  await expect(page).toHaveURL(/\/onboarding\/genetic-report$/);

  await page.goto('/onboarding/medical-history');
  await step3.seeIt();
  await expect(page.getByRole('button', { name: `Remove ${medication}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);

  const stored = await request.get('/auth/me', {
    headers: { Authorization: `Bearer ${patient.token}` },
  });
  expect(JSON.stringify(await stored.json())).toContain(JSON.stringify(medication));

  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await page.goto('/dashboard/profile');
  const medications = page
    .locator('dt', { hasText: 'Current medications' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(medications.getByRole('listitem')).toHaveText([medication]);
});
