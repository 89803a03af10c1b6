import { expect, test } from '@playwright/test';
import { openReportStep } from './support/api-patient';
import { reportResultWithVariants } from './support/report-fixture';
import { queuedJobUrl, serveReportQueue } from './support/report-queue';

// Issue 15, item 4: the patient sees their place in the queue, then the reading, never a
// made-up percentage. The routes stand in for the server's queue (main's server reads the
// report during the upload and answers 200, which every other upload test uses).
const pdf = { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') };

test('a queued report shows "2 reports ahead of yours", then the pages read, then the result', async ({
  page,
  request,
}) => {
  const queue = await serveReportQueue(page, { status: 'queued', ahead: 2 });
  const { step4 } = await openReportStep(page, request, 'upload-queue');

  await step4.doUpload(pdf);
  const bar = page.getByRole('progressbar', { name: '2 reports ahead of yours' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-busy', 'true');
  await expect(bar).not.toHaveAttribute('aria-valuenow');
  await expect(page.getByText(/\d+%/)).toHaveCount(0);

  queue.set({ status: 'queued', ahead: 1 });
  await expect(page.getByRole('progressbar', { name: '1 report ahead of yours' })).toBeVisible();
  queue.set({ status: 'queued', ahead: 0 });
  await expect(page.getByRole('progressbar', { name: 'Your report is next' })).toBeVisible();

  queue.set({ status: 'reading', pagesRead: 2, pages: 5 });
  const reading = page.getByRole('progressbar', { name: 'Reading your report...' });
  await expect(reading).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByText('2 of 5 pages read')).toBeVisible();

  queue.set({ status: 'read', result: reportResultWithVariants });
  await step4.seeVariantResults(reportResultWithVariants.variants.length);
  await expect(step4.next).toBeEnabled();
  const polls = queue.state.polls;
  await page.waitForTimeout(2500);
  expect(queue.state.polls, 'no question about a job that is read').toBe(polls);
});

test('Cancel while the report waits in the queue deletes the job and shows the drop area', async ({
  page,
  request,
}) => {
  const queue = await serveReportQueue(page, { status: 'queued', ahead: 2 });
  const { step4 } = await openReportStep(page, request, 'upload-queue-cancel');

  await step4.doUpload(pdf);
  await expect(page.getByRole('progressbar', { name: '2 reports ahead of yours' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await step4.seeUploadArea();
  await expect.poll(() => queue.state.deletes.length).toBe(1);
  expect(new URL(queue.state.deletes[0]?.url() ?? '').pathname).toBe(queuedJobUrl);
  await expect(step4.next).toBeDisabled();
});

test('a report still waiting is shown again after a reload and after going back a step', async ({
  page,
  request,
}) => {
  const queue = await serveReportQueue(page, { status: 'queued', ahead: 2 });
  const { step4 } = await openReportStep(page, request, 'upload-queue-resume');

  await step4.doUpload(pdf);
  await expect(page.getByRole('progressbar', { name: '2 reports ahead of yours' })).toBeVisible();

  queue.set({ status: 'queued', ahead: 1 });
  await page.reload();
  await step4.seeIt();
  await expect(page.getByRole('progressbar', { name: '1 report ahead of yours' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/medical-history$/);
  queue.set({ status: 'reading' });
  await page.getByRole('button', { name: 'Next' }).click();
  await step4.seeIt();
  await expect(page.getByRole('progressbar', { name: 'Reading your report...' })).toBeVisible();

  queue.set({ status: 'read', result: reportResultWithVariants });
  await step4.seeVariantResults(reportResultWithVariants.variants.length);
  await expect(step4.next).toBeEnabled();
  expect(queue.state.uploads, 'the report was sent once').toBe(1);
  expect(queue.state.deletes).toHaveLength(0);
});
