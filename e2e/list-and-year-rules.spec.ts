import { expect, test } from '@playwright/test';
import { registerThroughApi, saveAnswersThroughApi, signInWithToken } from './support/api-patient';
import { screens } from './support/journey';
import { michiganResident } from './support/patients';

// Issue 30, row 8: pasted lists become items, letter case does not make a new item, and a
// diagnosis cannot come before the year of birth.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('step 2: a pasted list becomes chips, duplicates merge, a year before birth is refused at its field', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'list-rules');
  await saveAnswersThroughApi(request, patient, {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: michiganResident.dateOfBirth,
    gender: 'female',
    state: 'MI',
  });
  await signInWithToken(page, patient, '/onboarding/medical-condition');
  const s = screens(page);
  await s.medicalCondition.seeIt();
  const symptoms = page.getByRole('combobox', { name: 'Primary symptoms' });
  const chips = page.getByRole('list', { name: 'Primary symptoms' }).getByRole('listitem');

  await page.evaluate(() => navigator.clipboard.writeText('Fatigue, joint pain; dizziness'));
  await symptoms.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(chips).toHaveText(['Fatigue', 'joint pain', 'dizziness']);
  await expect(symptoms).toHaveValue('');

  await page.evaluate(() =>
    navigator.clipboard.writeText('Headaches\nNight sweats\r\n\nFATIGUE\n'),
  );
  await page.keyboard.press('ControlOrMeta+V');
  await expect(chips).toHaveText([
    'Fatigue',
    'joint pain',
    'dizziness',
    'Headaches',
    'Night sweats',
  ]);

  await symptoms.fill('fatigue');
  await symptoms.press('Enter');
  await expect(chips).toHaveCount(5);

  // Born in 1990 (step 1): a diagnosis in 1989 is refused at the year, with why.
  const birthYear = Number(michiganResident.dateOfBirth.slice(0, 4));
  await s.medicalCondition.doFill({
    diagnosed: true,
    condition: 'Cystic fibrosis',
    year: String(birthYear - 1),
    symptoms: [],
  });
  await s.medicalCondition.doNext();
  const year = page.getByLabel('Year of diagnosis');
  await expect(year).toBeFocused();
  await expect(year).toHaveAccessibleDescription(
    new RegExp(`cannot be before the year of birth \\(${birthYear}\\)`),
  );
  await expect(page).toHaveURL(/\/onboarding\/medical-condition$/);
  await year.fill(String(birthYear));
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();
});
