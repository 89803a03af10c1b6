import { expect, test } from '@playwright/test';
import { BookAppointmentPage } from './pages/book-appointment-page';
import { ChecklistPage } from './pages/checklist-page';
import { MedicalHistoryPage } from './pages/medical-history-page';
import { Toasts } from './pages/toasts';
import {
  answerFirstTwoStepsThroughApi,
  openReportStep,
  registerThroughApi,
  saveAnswersThroughApi,
  uploadReportThroughApi,
} from './support/api-patient';
import { serveCalEmbedStub } from './support/cal-embed-stub';
import { cftrReportLines, textReportPdf } from './support/report-fixture';

// Issue 14, item 2: one stored answer decides the branch and what step 4 shows.
const question = "Do you have a clinical genetics testing report that you'd like to upload?";

test('upload a report, go Back and answer No, save the checklist: step 4 shows No and the checklist stays reachable', async ({
  page,
  request,
}) => {
  await serveCalEmbedStub(page);
  const { patient, step4 } = await openReportStep(page, request, 'report-no');
  await step4.doUpload({
    name: 'cftr.pdf',
    mimeType: 'application/pdf',
    buffer: textReportPdf(cftrReportLines),
  });
  await step4.seeVariantResults(2);
  await step4.doNext();
  const step5 = new BookAppointmentPage(page);
  await step5.seeIt();

  // The spec's Back from step 5 is step 3; its Next leads to step 4 again.
  await step5.doBack();
  const step3 = new MedicalHistoryPage(page);
  await step3.seeIt();
  await step3.doNext();
  await step4.seeIt();
  await step4.seeVariantResults(2);
  await step4.doAnswer(false);
  await step4.doNext();
  await step4.doConfirmRemoval();
  const checklist = new ChecklistPage(page);
  await checklist.seeIt();
  await checklist.doAnswer([2, 5]);
  await checklist.doNext();
  await new Toasts(page).see('Checklist information saved');
  await step5.seeIt();

  // A fresh load of step 4 reads the stored answer.
  await page.goto('/onboarding/genetic-report');
  await step4.seeIt();
  const answer = page.getByRole('radiogroup', { name: question });
  await expect(answer.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(answer.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await expect(page.getByText('Genetic Report Results')).toHaveCount(0);
  await expect(page.getByText(/already on file/i)).toHaveCount(0);

  await page.goto('/onboarding/medical-checklist');
  await checklist.seeIt();
  const groups = page.getByRole('radiogroup');
  await expect(groups.nth(1).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(groups.nth(4).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(groups.nth(0).getByRole('radio', { name: 'No' })).toBeChecked();

  // The server holds the one answer.
  const auth = { Authorization: `Bearer ${patient.token}` };
  const me = await (await request.get('/auth/me', { headers: auth })).json();
  expect(me).toMatchObject({ hasGeneticReport: false, latestReportId: null });
  // "No" removed the report, as step 4 said it would.
  expect((await request.get('/api/user/document', { headers: auth })).status()).toBe(404);
});

test('after "No" the report is removed from the server, as step 4 tells the patient', async ({
  request,
}) => {
  const patient = await registerThroughApi(request, 'report-removed');
  await answerFirstTwoStepsThroughApi(request, patient);
  const auth = { Authorization: `Bearer ${patient.token}` };
  await uploadReportThroughApi(request, patient, {
    name: 'cftr.pdf',
    mimeType: 'application/pdf',
    buffer: textReportPdf(cftrReportLines),
  });
  await saveAnswersThroughApi(request, patient, { hasGeneticReport: false });
  expect((await request.get('/api/user/document', { headers: auth })).status()).toBe(404);
  const me = await (await request.get('/auth/me', { headers: auth })).json();
  expect(me).toMatchObject({ latestReportId: null });
});
