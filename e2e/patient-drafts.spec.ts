import { expect, test } from '@playwright/test';
import { MedicalConditionPage } from './pages/medical-condition-page';
import { registerThroughApi, saveAnswersThroughApi, signInWithToken } from './support/api-patient';
import { michiganResident } from './support/patients';

// Issue 14, item 4: what a patient typed and did not save yet survives a reload, and leaving warns.
const symptoms = ['Fatigue', 'Joint pain', 'Headaches', 'Blurred vision', 'Muscle cramps'];

test('five unsaved symptoms on step 2 survive a reload, kept out of localStorage', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'drafts');
  await saveAnswersThroughApi(request, patient, {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: michiganResident.dateOfBirth,
    gender: 'female',
    state: 'MI',
  });
  await signInWithToken(page, patient, '/onboarding/medical-condition');
  const step2 = new MedicalConditionPage(page);
  await step2.seeIt();
  await step2.doFill({ diagnosed: false, symptoms });

  // The reload itself asks first; accept so the page really reloads.
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await step2.seeIt();
  await step2.seeValues({ diagnosed: false, symptoms });
  // Health data never sits in localStorage in clear.
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(local).not.toContain('Blurred vision');
});

test('leaving a step with unsaved changes asks first (beforeunload)', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'leave');
  await signInWithToken(page, patient, '/onboarding');
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.getByLabel('First name').fill('Robin');

  const asked = page.waitForEvent('dialog');
  // A navigation the page did not start (address bar, closing) is what beforeunload guards.
  const leaving = page.goto('about:blank').catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await leaving;
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
});
