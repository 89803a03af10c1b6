import type { ReportJob, ReportResult } from '@contract/report';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { screen, waitFor } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

const reportPath = '/onboarding/genetic-report';
const readingJob: ReportJob = {
  job_id: 'job-1',
  status: 'reading',
  ahead: 0,
  status_url: '/api/genetic-report/jobs/job-1',
};
const read: ReportResult = {
  run_id: 'run-1',
  processed_at: '2026-01-05T10:00:00Z',
  raw_text: '',
  variants: [],
  disease_options: [],
  readable: true,
  is_genetic_report: true,
  conclusion: 'negative',
};
const slow = { timeout: 3000 };

describe('Step 4 after the tab was closed during a reading (issue 23 item 8)', () => {
  it('shows that reading with "Yes" selected, then its result, and Next saves "Yes"', async () => {
    let finished = false;
    const { saves } = renderOnboarding({
      redirectPath: reportPath,
      waitingJob: readingJob,
      fetchJob: async () => (finished ? read : readingJob),
    });
    await screen.findByRole('heading', { level: 1, name: 'Genetic Report' });

    expect(
      await screen.findByRole('progressbar', { name: 'Reading your report...' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked());
    finished = true;
    expect(
      await screen.findByRole('heading', { name: 'Your report found no variants' }, slow),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Appointment' }));
    await waitFor(() => expect(saves[0]?.patch).toEqual({ hasGeneticReport: true }));
  });
});

describe('Step 4 never deletes a stored report without asking (issue 23 item 8)', () => {
  const onFile = { hasGeneticReport: true, latestReportId: 'run-on-file' };

  it('"No" with a report on file asks first; "Keep my report" saves nothing', async () => {
    const { saves, container } = renderOnboarding({
      redirectPath: reportPath,
      user: onFile,
      fetchReport: async (reportId) => ({ ...read, run_id: reportId }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Genetic Report' });
    await userEvent.click(screen.getByText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Appointment' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your report?' });
    expect(screen.getByRole('button', { name: 'Keep my report' })).toHaveFocus();
    await expectNoAxeViolations(container.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Keep my report' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(saves).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Genetic Report' })).toBeVisible();
  });

  it('"Delete report and continue" saves "No" and opens the checklist', async () => {
    const { saves } = renderOnboarding({
      redirectPath: reportPath,
      user: onFile,
      fetchReport: async (reportId) => ({ ...read, run_id: reportId }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Genetic Report' });
    await userEvent.click(screen.getByText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Book Appointment' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete report and continue' }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Medical Assessment Checklist' });
    expect(saves[0]?.patch).toEqual({ hasGeneticReport: false });
  });
});
