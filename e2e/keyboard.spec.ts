import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, signInWithToken } from './support/api-patient';
import { formatInBrowserZone } from './support/appointment-date';
import { serveCalEmbedStub, stubbedStartTime } from './support/cal-embed-stub';
import { screens } from './support/journey';
import { chooseWithKeys, pressButton, tabInto, typeInto } from './support/keyboard';

/** Moves into a yes/no group from the keyboard and picks the answer with Space or an arrow. */
async function answerWithKeys(page: Page, question: string | RegExp, answer: 'Yes' | 'No') {
  const group = page.getByRole('radiogroup', { name: question });
  await tabInto(page, group);
  const focusedName = await page.evaluate(() => document.activeElement?.getAttribute('value'));
  if (focusedName === answer.toLowerCase()) await page.keyboard.press('Space');
  else await page.keyboard.press(answer === 'Yes' ? 'ArrowLeft' : 'ArrowRight');
  await expect(group.getByRole('radio', { name: answer })).toBeChecked();
}

test('the whole onboarding with the keyboard only', async ({ page, request }) => {
  await serveCalEmbedStub(page);
  const patient = await registerThroughApi(request, 'keyboard');
  await signInWithToken(page, patient, '/onboarding');
  const s = screens(page);
  await s.personalInfo.seeIt();

  await typeInto(page, page.getByLabel('First name'), patient.firstName);
  await typeInto(page, page.getByLabel('Last name'), patient.lastName);
  await typeInto(page, page.getByLabel('Date of birth'), '04011990');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-04-01');
  await chooseWithKeys(page, page.getByRole('combobox', { name: 'Gender' }), 'Female');
  await chooseWithKeys(
    page,
    page.getByRole('combobox', { name: 'State of residence' }),
    'Michigan',
  );
  await pressButton(page, page.getByRole('button', { name: 'Next', exact: true }));

  await s.medicalCondition.seeIt();
  await answerWithKeys(page, 'Have you been clinically diagnosed with a rare condition?', 'Yes');
  await typeInto(page, page.getByLabel('Primary rare condition'), 'Cystic fibrosis');
  await typeInto(page, page.getByLabel('Year of diagnosis'), '2001');
  await typeInto(page, page.getByRole('combobox', { name: 'Primary symptoms' }), 'Cough');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Cough' })).toBeVisible();
  await pressButton(page, page.getByRole('button', { name: 'Next', exact: true }));

  await s.medicalHistory.seeIt();
  await typeInto(page, page.getByRole('textbox', { name: 'Current medications' }), 'Ivacaftor');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Ivacaftor' })).toBeVisible();
  await typeInto(page, page.getByLabel('Family medical history'), 'None known');
  await pressButton(page, page.getByRole('button', { name: 'Next', exact: true }));

  await s.geneticReport.seeIt();
  await answerWithKeys(page, /clinical genetics testing report/, 'No');
  await pressButton(page, page.getByRole('button', { name: 'Next: Book Appointment' }));

  await s.checklist.seeIt();
  const groups = page.getByRole('radiogroup');
  for (let index = 0; index < 11; index++) {
    const name = (await groups.nth(index).getAttribute('aria-labelledby')) ?? '';
    const label = await page.locator(`[id="${name}"]`).innerText();
    await answerWithKeys(page, label, index === 5 ? 'Yes' : 'No');
  }
  await pressButton(page, page.getByRole('button', { name: 'Next: Book Appointment' }));

  await s.bookAppointment.seeIt();
  await pressButton(page, page.getByRole('button', { name: 'Confirm test booking' }));
  await s.bookAppointment.seeBooked();
  await pressButton(page, page.getByRole('button', { name: 'Complete & Go to Dashboard' }));
  await s.dashboard.seeHome(patient.firstName);
  await s.dashboard.seeUpcomingAppointment(formatInBrowserZone(stubbedStartTime));
});
