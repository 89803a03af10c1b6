import { expect, test } from '@playwright/test';
import { openReportStep } from './support/api-patient';
import { cftrReportLines, noisePng, textReportPdf } from './support/report-fixture';

// Issue 14, item 1: Cancel aborts the request and the server keeps nothing of it.
test('a second file cancelled while it is read is not stored: the first report stays the one on file', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { patient, step4 } = await openReportStep(page, request, 'upload-cancel');
  const auth = { Authorization: `Bearer ${patient.token}` };
  const first = textReportPdf(cftrReportLines);
  await step4.doUpload({ name: 'cftr.pdf', mimeType: 'application/pdf', buffer: first });
  await step4.seeVariantResults(2);
  const firstId = (await (await request.get('/auth/me', { headers: auth })).json()).latestReportId;
  expect(firstId).toEqual(expect.any(String));

  // A photo is read with OCR, which takes seconds: Cancel lands while the server is reading.
  const second = noisePng(1400, 1400);
  await step4.doUpload({ name: 'photo.png', mimeType: 'image/png', buffer: second });
  // The server has the file (its job answered) before Cancel: this test is about a report being
  // read. A Cancel while the upload itself is in flight: tests/server/upload-cancel.test.ts.
  // "Processing your report..." (the upload itself) can pass too quickly to be seen, so it is not
  // awaited here.
  await expect(
    page.getByText(/^(Reading your report\.\.\.|Your report is next|\d+ reports? ahead of yours)$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Browse files' })).toBeVisible();

  // Longer than reading the photo takes (3-9 s on 2 cores): had the server kept it, it would be
  // on file by now.
  await page.waitForTimeout(15_000);
  const me = await (await request.get('/auth/me', { headers: auth })).json();
  expect(me.latestReportId).toBe(firstId);
  const document = await request.get('/api/user/document', { headers: auth });
  expect(document.status()).toBe(200);
  expect(Buffer.from(await document.body()).equals(first)).toBe(true);
});
