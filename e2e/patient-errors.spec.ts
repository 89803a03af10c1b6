import { expect, test } from '@playwright/test';
import { MedicalConditionPage } from './pages/medical-condition-page';
import { PersonalInfoPage } from './pages/personal-info-page';
import { Toasts } from './pages/toasts';
import {
  openReportStep,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
} from './support/api-patient';
import { screens } from './support/journey';
import { michiganResident, newPatient } from './support/patients';

// Issue 14, item 5: the server's reason is shown where the patient can act on it; the spec's
// toast titles stay.

test('a future date of birth: the reason at the Date of birth field', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'future-dob');
  await signInWithToken(page, patient, '/onboarding');
  const step1 = new PersonalInfoPage(page);
  await step1.seeIt();
  await step1.doFill({ firstName: 'Pat', lastName: patient.lastName, ...michiganResident });
  await page.getByLabel('Date of birth').fill('2099-01-01');
  await step1.doNext();
  const field = page.getByRole('group').filter({ has: page.getByLabel('Date of birth') });
  await expect(field).toContainText('Date of birth cannot be in the future');
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  // Nothing else the patient entered is lost.
  await expect(page.getByRole('combobox', { name: 'Gender' })).toContainText('Female');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('an error shown when a field loses focus does not swallow the click on the next field', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'blur-click');
  await signInWithToken(page, patient, '/onboarding');
  const step1 = new PersonalInfoPage(page);
  await step1.seeIt();
  await page.getByLabel('Date of birth').fill('2099-01-01');
  // One press on Gender: the Date of birth message appears, and the list still opens.
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
});

test('a symptom over 2,000 characters: the reason at the symptoms field', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'long-symptom');
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
  const symptoms = page.getByRole('combobox', { name: 'Primary symptoms' });
  await symptoms.fill('a'.repeat(2001));
  await symptoms.press('Enter');
  await expect(symptoms).toHaveAccessibleDescription(
    /Each item of primary symptoms must be at most 2000 characters/,
  );
});

test('a text file renamed .pdf: the server says which files it reads', async ({
  page,
  request,
}) => {
  const { step4 } = await openReportStep(page, request, 'upload-error');
  await step4.doUpload({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('These are my notes, not a PDF.\n'),
  });
  await new Toasts(page).see('Upload Failed', 'Only PDF, JPEG and PNG files can be processed');
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, JPEG and PNG' })).toHaveCount(
    2,
  );
});

test('a corrupt JPEG: the server says the image could not be read', async ({ page, request }) => {
  const { step4 } = await openReportStep(page, request, 'upload-error');
  await step4.doUpload({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0 this is not an image'),
    ]),
  });
  await new Toasts(page).see(
    'Upload Failed',
    'This image could not be read. Please upload a JPG or PNG photo of the report.',
  );
});

test('registering an email already in use: the server says so at Email', async ({
  page,
  request,
}) => {
  const existing = await registerThroughApi(request, 'taken');
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doRegister({ ...newPatient('taken'), email: existing.email });
  await expect(
    page
      .getByRole('form', { name: 'Register' })
      .getByText('An account with this email already exists'),
  ).toBeVisible();
});

test('a rate-limited login with the right password: the wait is shown, not "check your credentials"', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'limited');
  // The e2e server's limit is raised for the suite; this is the limiter's own answer
  // (server/http/rate-limit.ts) for the next attempt.
  await page.route('**/auth/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '42' },
      body: JSON.stringify({ detail: 'Too many attempts. Please wait 42 seconds and try again.' }),
    }),
  );
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doLogin(patient.email, patient.password);
  await s.toasts.see(
    'Authentication failed',
    'Too many attempts. Please wait 42 seconds and try again.',
  );
  await expect(page.getByText('Please check your credentials and try again')).toHaveCount(0);
});

test('the right password while the signed-in code cannot be downloaded: "could not reach", not "check your credentials"', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'code-unreachable');
  // A sign-in waits for the signed-in area's code (src/app/app-logic.ts); here it never comes.
  await page.route(/\/assets\/member-logic-[^/]*\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  const s = screens(page);
  await s.auth.doOpen();
  await s.auth.doLogin(patient.email, patient.password);
  const unreachable =
    'We could not reach herd Health. Check your internet connection and try again.';
  await s.toasts.see('Authentication failed', unreachable);
  await expect(page.getByRole('alert').filter({ hasText: unreachable }).first()).toBeVisible();
  await expect(page.getByText('Please check your credentials and try again')).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth$/);
});
