import type { ReportResult } from '@contract/report';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReportRoute from '@/features/dashboard/report/report-route';
import { expectNoAxeViolations } from '../support/axe';
import { screen, waitFor, within } from '../support/render';
import { renderDashboardPage } from './dashboard-harness';

const stored = (runId: string, statement: string): ReportResult => ({
  run_id: runId,
  processed_at: '2026-01-05T10:00:00Z',
  raw_text: '',
  variants: [],
  disease_options: [],
  readable: true,
  is_genetic_report: true,
  conclusion: 'negative',
  conclusion_statement: statement,
});
const onFile = { latestReportId: 'run-old', hasGeneticReport: true };

/**
 * A new report read as 'run-new', and the replacements the page records. Once Replace is pressed:
 * the upload area says what replacing does, the file is uploaded, its result is shown and the
 * replacement of 'run-old' is recorded.
 */
function newReport() {
  const recorded: [string | null, string][] = [];
  return {
    effects: {
      uploadReport: async () => stored('run-new', 'No pathogenic variants were detected.'),
      recordReplacement: async (replacedId: string | null, newId: string) => {
        recorded.push([replacedId, newId]);
      },
    },
    async uploadAndSeeItReplace() {
      expect(screen.getByRole('heading', { name: 'Upload a new report' })).toBeVisible();
      expect(screen.getByText(/replaces the report on file/)).toBeVisible();
      await userEvent.upload(
        screen.getByTestId('report-file-input'),
        new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }),
      );
      expect(
        await screen.findByText('Your report says: “No pathogenic variants were detected.”'),
      ).toBeVisible();
      await waitFor(() => expect(recorded).toEqual([['run-old', 'run-new']]));
    },
  };
}

describe('My genetic report (issue 23 item 7)', () => {
  it('shows the result with Download, Replace and Delete', async () => {
    const { container } = renderDashboardPage(<ReportRoute />, {
      page: '#dashboardReport',
      user: onFile,
      fetchReport: async (id) => stored(id, 'No variants were identified.'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your report found no variants' }),
    ).toBeVisible();
    for (const name of ['Download the original file', 'Replace', 'Delete']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await expectNoAxeViolations(container);
  });

  it('Delete asks first; confirming deletes and says there is no report', async () => {
    const deleted: string[] = [];
    renderDashboardPage(<ReportRoute />, {
      page: '#dashboardReport',
      user: onFile,
      fetchReport: async (id) => stored(id, 'No variants were identified.'),
      deleteReport: async (id) => {
        deleted.push(id);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete your genetic report?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));

    expect(
      await screen.findByText('You have not shared a genetic testing report yet.'),
    ).toBeVisible();
    expect(deleted).toEqual(['run-old']);
    expect(await screen.findByText('Report deleted')).toBeVisible();
  });

  it('Replace uploads a new report on the page and shows it', async () => {
    const replacement = newReport();
    renderDashboardPage(<ReportRoute />, {
      page: '#dashboardReport',
      user: onFile,
      fetchReport: async (id) => stored(id, 'No variants were identified.'),
      ...replacement.effects,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await replacement.uploadAndSeeItReplace();
  });

  it('results out of reach: "Try again" and Replace, which uploads a new report in its place', async () => {
    const replacement = newReport();
    const { container } = renderDashboardPage(<ReportRoute />, {
      page: '#dashboardReport',
      user: onFile,
      fetchReport: async () => {
        throw new Error('stored results out of reach');
      },
      ...replacement.effects,
    });
    expect(await screen.findByText('Your report could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await replacement.uploadAndSeeItReplace();
  });

  it('without a report, "Upload a report" opens the upload here, not the onboarding wizard', async () => {
    renderDashboardPage(<ReportRoute />, { page: '#dashboardReport' });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a report' }));
    expect(screen.getByRole('heading', { name: 'Upload a new report' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Upload a report' })).toBeVisible();
  });
});
