import type { ReportResult } from '@contract/report';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import {
  selectIsDownloading,
  selectReport,
  selectReportPageStatus,
} from '@machines/dashboard/selectors';
import { describe, expect, it } from 'vitest';
import { controllable, settle } from './support/controllable';
import { completedProfile, reportResult, route } from './support/fixtures';
import { startHosted } from './support/host';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';

/** The dashboard on "My genetic report", with the report on file (or none) and both requests held. */
function openReportPage(latestReportId: string | null = 'report-7') {
  const fetchReport = controllable<ReportResult, { reportId: string }>();
  const downloadReport = controllable<void>();
  const machine = dashboardMachine.provide({
    actors: { fetchReport: fetchReport.logic, downloadReport: downloadReport.logic },
  });
  const hosted = startHosted(
    machine,
    { profile: { ...completedProfile(), latestReportId }, route: route('#dashboardReport') },
    'dashboard',
  );
  const status = () => selectReportPageStatus(hosted.snapshot());
  return { ...hosted, fetchReport, downloadReport, status };
}

async function showingReport() {
  const page = openReportPage();
  page.fetchReport.last().resolve(reportResult('run-3', 4));
  await settle();
  return page;
}

describe('dashboard: My genetic report', () => {
  it('with no report on file, says where to upload one and fetches nothing', () => {
    const { status, fetchReport, snapshot } = openReportPage(null);

    expect(status()).toBe('empty');
    expect(snapshot().matches({ page: { report: 'empty' } })).toBe(true);
    expect(fetchReport.calls).toHaveLength(0);
    expect(selectReport(snapshot())).toBeNull();
  });

  it('fetches the stored results of the report on file', () => {
    const { status, fetchReport, snapshot } = openReportPage('report-7');

    expect(status()).toBe('loading');
    expect(snapshot().matches({ page: { report: 'loading' } })).toBe(true);
    expect(fetchReport.calls).toHaveLength(1);
    expect(fetchReport.last().input).toEqual({ reportId: 'report-7' });
    expect(selectReport(snapshot())).toBeNull();
  });

  it('shows the results once fetched', async () => {
    const { status, snapshot, toasts } = await showingReport();

    expect(status()).toBe('showing');
    expect(selectReport(snapshot())).toEqual(reportResult('run-3', 4));
    expect(selectIsDownloading(snapshot())).toBe(false);
    expect(toasts).toEqual([]);
  });

  it.each([
    ['the server cannot be reached', networkError()],
    ['the server fails', apiError(500)],
  ])('says the results are unavailable when %s', async (_, error) => {
    const { status, fetchReport, snapshot } = openReportPage();

    fetchReport.last().reject(error);
    await settle();

    expect(status()).toBe('unavailable');
    expect(selectReport(snapshot())).toBeNull();
  });

  it('"Try again" fetches the results again and shows them', async () => {
    const { actor, status, fetchReport, snapshot } = openReportPage();
    fetchReport.last().reject(networkError());
    await settle();

    actor.send({ type: 'report.reload' });
    expect(status()).toBe('loading');
    expect(fetchReport.calls).toHaveLength(2);
    expect(fetchReport.last().input).toEqual({ reportId: 'report-7' });
    fetchReport.last().resolve(reportResult());
    await settle();

    expect(status()).toBe('showing');
    expect(selectReport(snapshot())).toEqual(reportResult());
  });

  it('"Try again" means nothing while the results are shown', async () => {
    const { actor, fetchReport, status } = await showingReport();

    actor.send({ type: 'report.reload' });

    expect(fetchReport.calls).toHaveLength(1);
    expect(status()).toBe('showing');
  });

  it('fetches the results again when the patient comes back to the page', async () => {
    const { actor, fetchReport, status } = await showingReport();

    actor.send(route('#dashboardHome'));
    actor.send(route('#dashboardReport'));

    expect(status()).toBe('loading');
    expect(fetchReport.calls).toHaveLength(2);
  });

  it('is "loading" on another page (the report page is not shown there)', () => {
    const { actor, status } = openReportPage(null);

    actor.send(route('#dashboardHome'));

    expect(status()).toBe('loading');
  });
});

describe('dashboard: downloading the original report', () => {
  it('downloads the file, then shows the results as before, silently', async () => {
    const { actor, snapshot, downloadReport, toasts, status } = await showingReport();

    actor.send({ type: 'report.download' });
    expect(selectIsDownloading(snapshot())).toBe(true);
    expect(status()).toBe('showing');
    expect(downloadReport.calls).toHaveLength(1);
    downloadReport.last().resolve();
    await settle();

    expect(selectIsDownloading(snapshot())).toBe(false);
    expect(status()).toBe('showing');
    expect(toasts).toEqual([]);
  });

  it('says "Download failed" when the file cannot be downloaded', async () => {
    const { actor, snapshot, downloadReport, toasts } = await showingReport();
    actor.send({ type: 'report.download' });

    downloadReport.last().reject(networkError());
    await settle();

    expect(selectIsDownloading(snapshot())).toBe(false);
    expect(selectReport(snapshot())).toEqual(reportResult('run-3', 4));
    expect(toasts).toEqual([spec.downloadFailed]);
  });

  it('downloads one file at a time', async () => {
    const { actor, downloadReport } = await showingReport();
    actor.send({ type: 'report.download' });

    actor.send({ type: 'report.download' });

    expect(downloadReport.calls).toHaveLength(1);
  });

  it('offers no download before the results are shown', () => {
    const { actor, downloadReport, snapshot } = openReportPage();

    actor.send({ type: 'report.download' });

    expect(downloadReport.calls).toHaveLength(0);
    expect(selectIsDownloading(snapshot())).toBe(false);
  });
});
