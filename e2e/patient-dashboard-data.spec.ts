import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { GeneticReportPage, variantCountText } from './pages/genetic-report-page';
import {
  type ApiPatient,
  answerFirstTwoStepsThroughApi,
  finishOnboardingThroughApi,
  registerThroughApi,
  saveAnswersThroughApi,
  signInWithToken,
  uploadReportThroughApi,
} from './support/api-patient';
import { serveCalEmbedStub } from './support/cal-embed-stub';
import { cftrReportLines, textReportPdf } from './support/report-fixture';

// Issue 14, item 7: the patient's own data is there after onboarding.

const reportPdf = {
  name: 'cftr-report.pdf',
  mimeType: 'application/pdf',
  buffer: textReportPdf(cftrReportLines),
};

async function patientWithReport(request: Parameters<typeof registerThroughApi>[0], tag: string) {
  const patient = await registerThroughApi(request, tag);
  await answerFirstTwoStepsThroughApi(request, patient);
  await saveAnswersThroughApi(request, patient, { familyHistory: 'None known' });
  const result = await uploadReportThroughApi(request, patient, reportPdf);
  expect(result.variants).toHaveLength(2);
  await saveAnswersThroughApi(request, patient, { hasGeneticReport: true });
  return patient;
}

function answerOf(page: import('@playwright/test').Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test('Profile shows the answers and edits a section with onboarding validation; the change is saved', async ({
  page,
  request,
}) => {
  const patient: ApiPatient = await registerThroughApi(request, 'profile');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await saveAnswersThroughApi(request, patient, { familyHistory: 'Mother carries a CFTR variant' });
  await signInWithToken(page, patient, '/dashboard/profile');
  await expect(answerOf(page, 'First name')).toHaveText(patient.firstName);
  await expect(answerOf(page, 'Family medical history')).toHaveText(
    'Mother carries a CFTR variant',
  );
  await expect(answerOf(page, 'Medical checklist')).toContainText(/hypotonia/i);

  await page.getByRole('button', { name: 'Edit personal information' }).click();
  const form = page.getByRole('form', { name: 'Personal information' });
  await form.getByLabel('Date of birth').fill('2099-01-01');
  await form.getByRole('button', { name: /save/i }).click();
  await expect(
    form.getByRole('group').filter({ has: page.getByLabel('Date of birth') }),
  ).toContainText('Date of birth cannot be in the future');

  await form.getByLabel('Date of birth').fill('1990-04-01');
  await form.getByLabel('First name').fill('Samira');
  await form.getByRole('button', { name: /save/i }).click();
  await expect(answerOf(page, 'First name')).toHaveText('Samira');
  await page.reload();
  await expect(answerOf(page, 'First name')).toHaveText('Samira');
});

test('My genetic report shows the stored variants and downloads the original file', async ({
  page,
  request,
}) => {
  const patient = await patientWithReport(request, 'my-report');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z', 'report');
  const fetched = page.waitForResponse(
    (r) => /\/api\/genetic-report\/report\/[^/]+$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  await signInWithToken(page, patient, '/dashboard/report');
  await fetched;
  await expect(page.getByRole('heading', { name: 'My genetic report' })).toBeVisible();
  await expect(page.getByText(variantCountText(2), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /c\.1521_1523del.*Gene: CFTR/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /download/i }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  expect(bytes.equals(reportPdf.buffer)).toBe(true);
});

test('after a reload, step 4 shows the report results again, not only "already on file"', async ({
  page,
  request,
}) => {
  const patient = await patientWithReport(request, 'step4-reload');
  await signInWithToken(page, patient, '/onboarding/genetic-report');
  const step4 = new GeneticReportPage(page);
  await step4.seeIt();
  await step4.seeVariantResults(2);
  await page.reload();
  await step4.seeVariantResults(2);
  await expect(step4.next).toBeEnabled();
});

test('Home names the time zone of the booked appointment (issue 30 row 10)', async ({
  page,
  request,
}) => {
  const patient = await registerThroughApi(request, 'home-zone');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard');
  await expect(page.getByText('March 4, 2031 at 10:00 AM EST', { exact: true })).toBeVisible();
});

test('Schedule New Appointment with the calendar offline speaks of the dashboard, not onboarding (issue 30 row 11)', async ({
  page,
  request,
}) => {
  await page.route(/cal\.com/, (route) => route.abort('internetdisconnected'));
  const patient = await registerThroughApi(request, 'schedule-offline');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/calendar');
  await page.getByRole('button', { name: 'Next day' }).click();
  await page.getByRole('button', { name: 'Schedule New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule an appointment' });
  await expect(dialog.getByText('The booking calendar is not available right now')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByText(/schedule later from Appointments/)).toBeVisible();
  await expect(dialog.getByText(/onboarding/i)).toHaveCount(0);
});

test('the booked appointment is on the Appointments calendar; "Schedule New Appointment" opens the booking calendar', async ({
  page,
  request,
}) => {
  await serveCalEmbedStub(page);
  const patient = await registerThroughApi(request, 'calendar');
  // 15:00 UTC is 10:00 AM in the browser's zone (America/Detroit, EST in March).
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/calendar');
  const visit = page.getByRole('article').filter({ hasText: '10:00 AM' });
  await expect(visit).toBeVisible();
  await expect(visit.getByRole('heading')).toContainText(/Genetic Counseling/);

  // A day without a visit offers a new one.
  await page.getByRole('button', { name: 'Next day' }).click();
  await page.getByRole('button', { name: 'Schedule New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule an appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm test booking' })).toBeVisible();
});

test('Messages say they are not sent: no fake sent timestamp', async ({ page, request }) => {
  const patient = await registerThroughApi(request, 'messages');
  await finishOnboardingThroughApi(request, patient, '2031-03-04T15:00:00.000Z');
  await signInWithToken(page, patient, '/dashboard/messages');
  await expect(page.getByText(/not sent to anyone/i)).toBeVisible();
  const composer = page.getByRole('textbox').last();
  await composer.fill('Can we move my visit?');
  await composer.press('Enter');
  await expect(page.getByText('Can we move my visit?')).toBeVisible();
  await expect(page.getByText(/^Not sent/)).toBeVisible();
  await expect(page.getByText(/^Sent\b/)).toHaveCount(0);
});
