import { expect, type Page, test } from '@playwright/test';
import { type ApiPatient, registerThroughApi, signInWithToken } from './support/api-patient';
import { personalInfoOf, screens } from './support/journey';

import { reportResultUnconfirmed, reportResultWithDoubt } from './support/report-fixture';
import { applyLook, checkScreenInEveryLook, walkingLook } from './support/screen-check';

/** Uploads on step 4 with the extraction answer replaced by `result`. */
async function uploadWithResult(page: Page, patient: ApiPatient, result: object): Promise<void> {
  await page.route('**/api/user/process-document', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(result) }),
  );
  const s = screens(page);
  await s.personalInfo.doFill(personalInfoOf(patient));
  await s.personalInfo.doNext();
  await s.medicalCondition.seeIt();
  await s.medicalCondition.doNext();
  await s.medicalHistory.seeIt();
  await s.medicalHistory.doNext();
  await s.geneticReport.seeIt();
  await s.geneticReport.doAnswer(true);
  await s.geneticReport.doUpload({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
}

test.describe('report readings to check, light and dark at 1280 and 390 px', () => {
  let patient: ApiPatient;
  test.beforeEach(async ({ page, request }) => {
    await applyLook(page, walkingLook);
    patient = await registerThroughApi(request, 'checks');
    await signInWithToken(page, patient, '/onboarding');
  });

  test('a doubtful reading next to a confirmed variant', async ({ page }, testInfo) => {
    await uploadWithResult(page, patient, reportResultWithDoubt);
    await screens(page).geneticReport.seeVariantResults(1);
    const box = page.getByRole('region', { name: 'Variants to check' });
    await expect(box.getByText('Please check these against your report')).toBeVisible();
    await expect(box.getByText('F5 c.1601C>A p.Arg534Gln')).toBeVisible();
    await expect(page.getByRole('button', { name: /c\.1601C>A/ })).toHaveCount(0);
    await checkScreenInEveryLook(page, testInfo, 'report-results-to-check');
  });

  test('nothing confirmed but variant-like text', async ({ page }, testInfo) => {
    await uploadWithResult(page, patient, reportResultUnconfirmed);
    await expect(page.getByRole('heading', { name: 'No Confirmed Variants' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/did not find a genetic variant/)).toHaveCount(0);
    const list = page.getByRole('region', { name: 'Variant-like text in your report' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await checkScreenInEveryLook(page, testInfo, 'report-results-unconfirmed');
  });
});
