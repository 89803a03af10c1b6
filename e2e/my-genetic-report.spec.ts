import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { variantCountText } from './pages/genetic-report-page';
import {
  type ApiPatient,
  answerFirstTwoStepsThroughApi,
  finishOnboardingThroughApi,
  openReportStep,
  registerThroughApi,
  signInWithToken,
  uploadReportThroughApi,
} from './support/api-patient';
import { cftrReportLines, noisePng, textReportPdf } from './support/report-fixture';

// Issue 23 items 7 and 8: the result belongs to the patient, who finds it from the navigation,
// replaces it and deletes it; coming back during a reading shows that reading.
test.use({ viewport: { width: 1280, height: 800 } });

const factorVLines = [
  'Clinical Genetic Testing Report',
  'RESULT: POSITIVE',
  'Gene: F5',
  'Variant: NM_000130.5:c.1601G>A (p.Arg534Gln) rs6025 Pathogenic',
  'Interpretation: consistent with factor V Leiden thrombophilia.',
] as const;

const pdf = (name: string, lines: readonly string[]) => ({
  name,
  mimeType: 'application/pdf',
  buffer: textReportPdf(lines),
});

async function onboardedWithReport(request: APIRequestContext, tag: string) {
  const patient = await registerThroughApi(request, tag);
  await answerFirstTwoStepsThroughApi(request, patient);
  await uploadReportThroughApi(request, patient, pdf('cftr.pdf', cftrReportLines));
  await finishOnboardingThroughApi(request, patient, '2030-03-04T15:00:00.000Z', 'report');
  return patient;
}

async function profileOf(request: APIRequestContext, patient: ApiPatient) {
  const headers = { Authorization: `Bearer ${patient.token}` };
  return (await (await request.get('/auth/me', { headers })).json()) as {
    hasGeneticReport: boolean | null;
    latestReportId: string | null;
  };
}

async function openFromNavigation(page: Page): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'My genetic report' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My genetic report' })).toBeVisible();
}

test('My genetic report opens from the navigation; Delete asks first, and Cancel keeps it', async ({
  page,
  request,
}) => {
  const patient = await onboardedWithReport(request, 'my-report-delete');
  const headers = { Authorization: `Bearer ${patient.token}` };
  await signInWithToken(page, patient, '/dashboard');
  await openFromNavigation(page);
  await expect(page.getByText(variantCountText(2), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete your genetic report?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText(variantCountText(2), { exact: true })).toBeVisible();
  expect((await request.get('/api/user/document', { headers })).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await question.getByRole('button', { name: 'Delete report' }).click();
  await expect(
    page.getByText('You have not shared a genetic testing report', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(variantCountText(2), { exact: true })).toHaveCount(0);
  expect(await profileOf(request, patient)).toMatchObject({
    hasGeneticReport: false,
    latestReportId: null,
  });
  expect((await request.get('/api/user/document', { headers })).status()).toBe(404);

  // Nothing comes back on a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My genetic report' })).toBeVisible();
  await expect(
    page.getByText('You have not shared a genetic testing report', { exact: false }),
  ).toBeVisible();
});

test('Replace uploads a new report on the page; the earlier one is deleted', async ({
  page,
  request,
}) => {
  const patient = await onboardedWithReport(request, 'my-report-replace');
  const headers = { Authorization: `Bearer ${patient.token}` };
  const before = await profileOf(request, patient);
  expect(before.latestReportId).toEqual(expect.any(String));
  await signInWithToken(page, patient, '/dashboard/report');
  await expect(page.getByText(variantCountText(2), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByText('Upload a new report', { exact: true })).toBeVisible();
  await page.getByTestId('report-file-input').setInputFiles(pdf('factor-v.pdf', factorVLines));
  await expect(page.getByText(variantCountText(1), { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: /^c\.1601G>A .*Gene: F5$/ })).toBeVisible();

  await expect
    .poll(async () => (await profileOf(request, patient)).latestReportId)
    .not.toBe(before.latestReportId);
  const after = await profileOf(request, patient);
  expect(after).toMatchObject({ hasGeneticReport: true, latestReportId: expect.any(String) });
  const earlier = await request.get(`/api/genetic-report/report/${before.latestReportId}`, {
    headers,
  });
  expect(earlier.status()).toBe(404);
  const stored = await request.get('/api/user/document', { headers });
  expect(Buffer.from(await stored.body()).equals(textReportPdf(factorVLines))).toBe(true);

  // Still in the dashboard: the patient was not sent back into the wizard.
  await expect(page).toHaveURL(/\/dashboard\/report$/);
  await page.reload();
  await expect(page.getByText(variantCountText(1), { exact: true })).toBeVisible();
});

test('a tab closed during a reading: step 4 opened again shows that reading, with Yes selected', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { patient, step4 } = await openReportStep(page, request, 'my-report-tab-closed');
  // A photo is read with OCR: the tab closes while the server has it. A small one, so the one
  // report reader is not held from other tests (a large noise photo took over 90 s in CI).
  await step4.doUpload({ name: 'photo.png', mimeType: 'image/png', buffer: noisePng(700, 700) });
  const onItsWay = (on: Page) =>
    on.getByText(/^(Reading your report\.\.\.|Your report is next|\d+ reports? ahead of yours)$/);
  await expect(onItsWay(page)).toBeVisible();
  await page.close();

  const again = await context.newPage();
  await again.goto('/onboarding/genetic-report');
  await expect(again.getByRole('heading', { level: 1, name: 'Genetic Report' })).toBeVisible();
  const answer = again.getByRole('radiogroup', {
    name: "Do you have a clinical genetics testing report that you'd like to upload?",
  });
  await expect(answer.getByRole('radio', { name: 'Yes' })).toBeChecked();
  // The same reading: still under way, or already finished (its result, whatever it says).
  const finished = again.getByRole('region', { name: 'Genetic report result' });
  await expect(onItsWay(again).or(finished)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Browse files' })).toHaveCount(0);
  await expect(finished).toBeVisible({ timeout: 60_000 });
  expect((await profileOf(request, patient)).latestReportId).toEqual(expect.any(String));
});
