import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { variantCountText } from './pages/genetic-report-page';
import { formatInBrowserZone } from './support/appointment-date';
import { serveCalEmbedStub, stubbedStartTime } from './support/cal-embed-stub';
import { completeFirstThreeSteps, registerNewPatient, screens } from './support/journey';

const devReport = resolve(import.meta.dirname, '../../shared/eval/dev-01.pdf');

test('register, checklist branch, booking, dashboard with the appointment card', async ({
  page,
}) => {
  await serveCalEmbedStub(page);
  const s = screens(page);
  const patient = await registerNewPatient(page);
  await completeFirstThreeSteps(page, patient);

  await s.geneticReport.doAnswer(false);
  await s.geneticReport.doNext();
  await s.checklist.seeIt();
  await s.checklist.doAnswer([6, 11]);
  await s.checklist.doNext();
  await s.toasts.see('Checklist information saved');

  await s.bookAppointment.seeIt();
  await s.bookAppointment.doBookWithStub();
  await s.bookAppointment.seeBooked();
  await s.bookAppointment.doComplete();
  await s.toasts.see('Onboarding Complete', 'Your profile has been set up successfully.');
  await s.dashboard.seeHome(patient.firstName);
  await s.dashboard.seeUpcomingAppointment(formatInBrowserZone(stubbedStartTime));
});

test('register, report upload, variant results, booking, dashboard', async ({ page }) => {
  test.skip(!existsSync(devReport), `development report not found at ${devReport}`);
  test.setTimeout(180_000);
  await serveCalEmbedStub(page);
  const s = screens(page);
  const patient = await registerNewPatient(page);
  await completeFirstThreeSteps(page, patient);

  await s.geneticReport.doAnswer(true);
  await s.geneticReport.seeUploadArea();
  await expect(s.geneticReport.next).toBeDisabled();
  await s.geneticReport.doUpload(devReport);
  await s.geneticReport.seeProcessing();
  const results = page.getByText('Genetic Report Results');
  const crashed = page.getByRole('heading', { name: 'Unexpected Application Error!' });
  // Fail at once on the error page instead of waiting out the extraction timeout.
  await expect(results.or(crashed)).toBeVisible({ timeout: 120_000 });
  await expect(crashed).toHaveCount(0);
  await expect(results).toBeVisible();
  await expect(page.getByText(/^Processed on /)).toBeVisible();
  // dev-01 is a CFTR report with F508del and G551D (../shared/eval/dev-01.gold.json).
  await expect(page.getByText(variantCountText(2))).toBeVisible();
  await expect(page.getByRole('button', { name: /c\.1521_1523del.*Gene: CFTR/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /c\.1652G>A.*Gene: CFTR/ })).toBeVisible();
  await s.toasts.see('Report Processed Successfully');

  await s.geneticReport.doNext();
  await s.bookAppointment.seeIt();
  await s.bookAppointment.doBookWithStub();
  await s.bookAppointment.seeBooked();
  await s.bookAppointment.doComplete();
  await s.dashboard.seeHome(patient.firstName);
  await s.dashboard.seeUpcomingAppointment(formatInBrowserZone(stubbedStartTime));
});
