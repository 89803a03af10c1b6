import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { personalInfoOf, screens } from './support/journey';

// Issue 30, row 3: answers that were saved are not offered back as "not saved yet".

const keptNotice = (page: Page) => page.getByText('We kept the answers you had not saved yet.');

test('saved steps never say "We kept the answers you had not saved yet" (Back, browser Back, alias, step 4)', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'saved-drafts');
  await signInWithToken(page, patient, '/onboarding');
  const s = screens(page);
  await s.personalInfo.seeIt();
  await s.personalInfo.doFill(personalInfoOf(patient));
  await s.personalInfo.doNext();

  await s.medicalCondition.seeIt();
  await s.medicalCondition.doFill({
    diagnosed: true,
    condition: 'Cystic fibrosis',
    year: '2001',
    symptoms: ['Cough', 'Fatigue'],
  });
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();

  // Back in the app.
  await s.medicalHistory.doBack();
  await s.medicalCondition.seeIt();
  await s.medicalCondition.seeValues({
    diagnosed: true,
    condition: 'Cystic fibrosis',
    year: '2001',
    symptoms: ['Cough', 'Fatigue'],
  });
  await expect(keptNotice(page)).toHaveCount(0);

  // The browser's Back, after saving again.
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();
  await page.goBack();
  await s.medicalCondition.seeIt();
  await expect(keptNotice(page)).toHaveCount(0);

  // Step 1 at the address step 2's Back uses.
  await page.goto('/onboarding/personal-info');
  await expect(page.getByLabel('First name')).toHaveValue(patient.firstName);
  await expect(keptNotice(page)).toHaveCount(0);

  // Step 4: "No" saved, then Back from the checklist.
  await page.goto('/onboarding/medical-history');
  await s.medicalHistory.seeIt();
  await page.getByLabel('Family medical history').fill('None known');
  await s.medicalHistory.doNext();
  await s.geneticReport.seeIt();
  await s.geneticReport.doAnswer(true);
  await s.geneticReport.doAnswer(false);
  await s.geneticReport.doNext();
  await s.checklist.seeIt();
  await s.checklist.doBack();
  await s.geneticReport.seeIt();
  await expect(keptNotice(page)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
});

test('answers typed and not saved are still offered back after a reload', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'unsaved-draft');
  await signInWithToken(page, patient, '/onboarding');
  await screens(page).personalInfo.seeIt();
  await page.getByLabel('First name').fill('Robin');
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await expect(keptNotice(page)).toBeVisible();
});
