import { expect, test } from '@playwright/test';
import { steps } from './pages/onboarding-layout';
import { personalInfoOf, registerNewPatient, screens } from './support/journey';

test('non-Michigan state: toast, inline notice, Next disabled', async ({ page }) => {
  const s = screens(page);
  const patient = await registerNewPatient(page, 'ohio');
  await s.personalInfo.doFill({ ...personalInfoOf(patient), state: 'Ohio' });
  await s.toasts.see(
    'Service Not Available',
    "We're currently only able to provide services in Michigan. We're working hard to expand to more states soon.",
  );
  await s.personalInfo.seeNotServedNotice();

  // Choosing Michigan afterwards lifts the block.
  await s.personalInfo.doChoose('State of residence', 'Michigan');
  await expect(page.getByText('Service Not Available in Your State')).toHaveCount(0);
  await expect(s.personalInfo.next).toBeEnabled();
});

test('reload in the middle of onboarding resumes on the same step with the entered data', async ({
  page,
}) => {
  const s = screens(page);
  const patient = await registerNewPatient(page, 'reload');
  const personal = personalInfoOf(patient);
  await s.personalInfo.doFill(personal);
  await s.personalInfo.doNext();
  await s.medicalCondition.seeIt();
  const condition = {
    diagnosed: true,
    condition: 'Fabry disease',
    year: '2015',
    symptoms: ['Pain'],
  };
  await s.medicalCondition.doFill(condition);
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();

  await page.reload();
  await s.medicalHistory.seeIt();
  await s.medicalHistory.doBack();
  await s.medicalCondition.seeIt();
  await s.medicalCondition.seeValues(condition);
  await s.medicalCondition.doBack();
  await s.personalInfo.seeValues(personal);

  // Reloading on step 2 right after step 1 keeps step 1's answers too.
  await s.personalInfo.doNext();
  await s.medicalCondition.seeIt();
  await page.reload();
  await s.medicalCondition.seeIt();
  await s.medicalCondition.seeValues(condition);
});

test('browser back and forward inside the wizard', async ({ page }) => {
  const s = screens(page);
  const patient = await registerNewPatient(page, 'history');
  await s.personalInfo.doFill(personalInfoOf(patient));
  await s.personalInfo.doNext();
  await s.medicalCondition.seeIt();
  await s.medicalCondition.doFill({ diagnosed: false, symptoms: [] });
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();

  await page.goBack();
  await s.medicalCondition.seeIt();
  await page.goBack();
  await s.personalInfo.seeIt();
  await page.goForward();
  await s.medicalCondition.seeIt();
  await page.goForward();
  await s.medicalHistory.seeIt();
  await expect(page.getByRole('heading', { name: steps.medicalHistory.name })).toBeFocused();
});

test('booking unavailable offline: "Try again" shows and onboarding can still be completed', async ({
  page,
}) => {
  // No embed stub: the real embed URL cannot be reached here, which is the offline case.
  await page.route(/cal\.com/, (route) => route.abort('internetdisconnected'));
  const s = screens(page);
  const patient = await registerNewPatient(page, 'offline');
  await s.personalInfo.doFill(personalInfoOf(patient));
  await s.personalInfo.doNext();
  await s.medicalCondition.doFill({ diagnosed: false, symptoms: [] });
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();
  await s.medicalHistory.doNext();
  await s.geneticReport.seeIt();
  await s.geneticReport.doAnswer(false);
  await s.geneticReport.doNext();
  await s.checklist.seeIt();
  await s.checklist.doAnswer([1]);
  await s.checklist.doNext();
  await s.bookAppointment.seeIt();
  await s.bookAppointment.seeCalendarUnavailable();
  await s.bookAppointment.doTryAgain();
  await s.bookAppointment.seeCalendarUnavailable();
  await s.bookAppointment.doComplete();
  await s.toasts.see('Onboarding Complete');
  await s.dashboard.seeHome(patient.firstName);
  await expect(page.getByText('Upcoming Genetic Counseling')).toHaveCount(0);
});
