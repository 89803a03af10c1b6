import type { ReportJob, ReportResult } from '@contract/report';
import type { ReportAnswer } from '@machines/upload/report-answer';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { expectBusyWithFocus } from '../support/expect-busy';
import { screen, waitFor } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

const reportPath = '/onboarding/genetic-report';
const pdf = () => new File(['%PDF-1.7 report'], 'report.pdf', { type: 'application/pdf' });
const oneVariant: ReportResult = {
  run_id: 'run-1',
  processed_at: '2026-01-05T10:00:00Z',
  raw_text: '',
  variants: [
    {
      var: ['NM_000492.4:c.1521_1523del'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs113993960'],
      OMIM: ['602421'],
      PMID: [],
    },
  ],
  disease_options: [],
};

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openStep(options: Parameters<typeof renderOnboarding>[0] = {}) {
  const view = renderOnboarding({ redirectPath: reportPath, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Genetic Report' });
  return view;
}

const queuedJob: ReportJob = {
  job_id: 'job-1',
  status: 'queued',
  ahead: 2,
  status_url: '/api/genetic-report/jobs/job-1',
};
/** The step asks about a job about once a second (real timers here). */
const slow = { timeout: 3000 };

/** The polite live region (role=status) the text is in, or null. */
const liveRegionOf = (text: string) => screen.getByText(text).closest('[role="status"]');

const answerYes = () => userEvent.click(screen.getByText('Yes'));
const fileInput = () => screen.getByTestId('report-file-input');

describe('Step 4, genetic report', () => {
  it('defaults to no; Next saves the answer and opens the checklist', async () => {
    const { saves } = await openStep();
    expect(
      screen.getByRole('radiogroup', {
        name: "Do you have a clinical genetics testing report that you'd like to upload?",
      }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Browse files' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Appointment' }));
    await screen.findByRole('heading', { level: 1, name: 'Medical Assessment Checklist' });
    expect(saves[0]?.patch).toEqual({ hasGeneticReport: false });
  });

  it('yes shows the upload area and blocks Next until an upload succeeds', async () => {
    const { container } = await openStep();
    await answerYes();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeVisible();
    expect(screen.getByText('PDF, JPG, PNG up to 10MB')).toBeVisible();
    expect(screen.getByText('Or take a photo of your report with your phone')).toBeVisible();
    expect(fileInput()).toHaveAttribute('capture', 'environment');
    expect(fileInput().getAttribute('accept')).toContain('application/pdf');
    expect(fileInput().getAttribute('accept')).toContain('image/png');
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('refuses other file types and files over 10MB before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploads } = await openStep();
    await answerYes();
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/This file type is not supported/)).toBeVisible();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.upload(fileInput(), big);
    expect(await screen.findByText(/larger than 10MB/)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  it('shows progress while processing, can cancel, then shows the result', async () => {
    let pending = deferred<ReportResult>();
    const { uploads } = await openStep({ uploadReport: () => pending.promise });
    await answerYes();
    await userEvent.upload(fileInput(), pdf());
    expect(await screen.findByText('Processing your report...')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Processing your report...' });
    expect(bar).toBeVisible();
    // Issue 15: nothing is measured while the server answers, so the bar is busy, not a number.
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/\d+%/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'This may take a minute as we extract genetic information from your report.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Browse files' })).toBeVisible();

    pending = deferred<ReportResult>();
    await userEvent.upload(fileInput(), pdf());
    await screen.findByText('Processing your report...');
    pending.resolve(oneVariant);
    expect(await screen.findByText('Report uploaded successfully')).toBeVisible();
    expect(screen.getByText('Genetic Report Results')).toBeVisible();
    expect(uploads.map((file) => file.name)).toEqual(['report.pdf', 'report.pdf']);
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeEnabled();
  });

  it('shows the upload error and keeps Next disabled', async () => {
    await openStep({
      uploadReport: async () => {
        throw new Error('server down');
      },
    });
    await answerYes();
    await userEvent.upload(fileInput(), pdf());
    expect(
      await screen.findByText('There was an error uploading your file. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeDisabled();
  });

  it('after a success, another file can be chosen and is uploaded again', async () => {
    const { container, uploads } = await openStep({ uploadReport: async () => oneVariant });
    await answerYes();
    await userEvent.upload(fileInput(), pdf());
    await screen.findByText('Report uploaded successfully');
    await expectNoAxeViolations(container);
    expect(screen.getByRole('button', { name: 'Upload a different report' })).toBeVisible();
    await userEvent.upload(fileInput(), new File(['png'], 'photo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(uploads.map((file) => file.name)).toEqual(['report.pdf', 'photo.png']),
    );
  });

  it('opens with yes and success when a report is on file; Next shows Saving...', async () => {
    const save = deferred<void>();
    const { saves } = await openStep({
      user: { hasGeneticReport: true, latestReportId: 'run-on-file' },
      fetchReport: async (reportId) => ({ ...oneVariant, run_id: reportId }),
      saveOnboarding: () => save.promise,
    });
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    // The report on file is shown again with its results, fetched by its id.
    expect(await screen.findByText('Report uploaded successfully')).toBeVisible();
    expect(await screen.findByText(/1 variant found in your report/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Appointment' }));
    expectBusyWithFocus(await screen.findByRole('button', { name: 'Saving...' }));
    await waitFor(() => expect(saves[0]?.patch).toEqual({ hasGeneticReport: true }));
  });

  it('a report on file whose results cannot be loaded says so; "Try again" shows them', async () => {
    let fails = true;
    const { container } = await openStep({
      user: { hasGeneticReport: true, latestReportId: 'run-on-file' },
      fetchReport: async (reportId) => {
        if (fails) throw new Error('HTTP 500');
        return { ...oneVariant, run_id: reportId };
      },
    });
    expect(await screen.findByText('Your report could not be loaded')).toBeVisible();
    // Another file can still be chosen instead.
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeVisible();
    // The report is on file all the same: the patient may go on.
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeEnabled();
    await expectNoAxeViolations(container);
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Report uploaded successfully')).toBeVisible();
    expect(screen.queryByText('Your report could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeEnabled();
  });

  it('shows the place in the queue, then the pages read, then the result; announced politely', async () => {
    const answers: ReportAnswer[] = [
      { ...queuedJob, ahead: 1 },
      { ...queuedJob, status: 'reading', ahead: 0, pages_read: 1, pages: 4 },
      oneVariant,
    ];
    const { container } = await openStep({
      uploadReport: async () => queuedJob,
      fetchJob: async () => answers.shift() ?? oneVariant,
    });
    await answerYes();
    await userEvent.upload(fileInput(), pdf());

    const queued = await screen.findByRole('progressbar', { name: '2 reports ahead of yours' });
    expect(queued).toHaveAttribute('aria-busy', 'true');
    expect(liveRegionOf('2 reports ahead of yours')).toHaveTextContent('2 reports ahead of yours');
    await expectNoAxeViolations(container);
    expect(
      await screen.findByRole('progressbar', { name: '1 report ahead of yours' }, slow),
    ).toBeVisible();

    const reading = await screen.findByRole(
      'progressbar',
      { name: 'Reading your report...' },
      slow,
    );
    expect(reading).toHaveAttribute('aria-valuenow', '25');
    expect(reading).toHaveAttribute('aria-busy', 'false');
    expect(liveRegionOf('Reading your report...')).toHaveTextContent(
      'Reading your report...1 of 4 pages read',
    );
    await expectNoAxeViolations(container);

    expect(await screen.findByText('Report uploaded successfully', {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next: Book Appointment' })).toBeEnabled();
  });

  it('a report sent on an earlier visit that still waits is shown in its place, then read', async () => {
    // The reading ends only once the waiting state has been seen: on a slow machine an answer
    // at once could end it before the first look.
    let finishReading = () => {};
    const reading = new Promise<void>((resolve) => {
      finishReading = resolve;
    });
    const { uploads, container } = await openStep({
      waitingJob: { ...queuedJob, ahead: 1 },
      fetchJob: async () => {
        await reading;
        return oneVariant;
      },
    });
    await answerYes();

    expect(
      await screen.findByRole('progressbar', { name: '1 report ahead of yours' }),
    ).toBeVisible();
    expect(screen.getByText(/also if you leave this step and come back/)).toBeVisible();
    await expectNoAxeViolations(container);
    finishReading();
    expect(await screen.findByText('Report uploaded successfully', {}, slow)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  it('Cancel while queued cancels the job and shows the drop area again', async () => {
    const { cancelledJobs } = await openStep({
      uploadReport: async () => queuedJob,
      fetchJob: () => new Promise<ReportAnswer>(() => {}),
    });
    await answerYes();
    await userEvent.upload(fileInput(), pdf());
    await screen.findByRole('progressbar', { name: '2 reports ahead of yours' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Browse files' })).toBeVisible();
    expect(cancelledJobs).toEqual([queuedJob.status_url]);
  });

  it('a lost connection keeps the job: "Check again" asks again and shows the result', async () => {
    let online = false;
    const { container } = await openStep({
      uploadReport: async () => queuedJob,
      fetchJob: async () => {
        if (!online) throw Object.assign(new Error('offline'), { status: null, detail: null });
        return oneVariant;
      },
    });
    await answerYes();
    await userEvent.upload(fileInput(), pdf());

    expect(await screen.findByText(/We lost the connection/, {}, slow)).toBeVisible();
    await expectNoAxeViolations(container);
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Report uploaded successfully')).toBeVisible();
  });
});
