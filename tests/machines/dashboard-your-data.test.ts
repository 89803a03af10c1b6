import type { ExportFormat } from '@contract/export';
import type { ReportResult } from '@contract/report';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import {
  selectReport,
  selectSettingsActor,
  selectSummaryPageStatus,
} from '@machines/dashboard/selectors';
import { selectExportDownloading, selectExportFailed } from '@machines/settings/selectors';
import { settingsMachine } from '@machines/settings/settings.machine';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { controllable, settle } from './support/controllable';
import { completedProfile, reportResult, route } from './support/fixtures';
import { startHosted } from './support/host';
import { networkError } from './support/recorders';

function startDashboard(page: '#dashboardSettings' | '#dashboardSummary', reportId: string | null) {
  const downloadExport = controllable<void, { format: ExportFormat }>();
  const fetchReport = controllable<ReportResult, { reportId: string }>();
  const machine = dashboardMachine.provide({
    actors: {
      settings: settingsMachine.provide({ actors: { downloadExport: downloadExport.logic } }),
      fetchReport: fetchReport.logic,
    },
  });
  const hosted = startHosted(
    machine,
    { profile: { ...completedProfile(), latestReportId: reportId }, route: route(page) },
    'dashboard',
  );
  // "Your data" is the Settings machine's, running inside the dashboard.
  const settings = () => selectSettingsActor(hosted.snapshot());
  const settingsSnapshot = () => settings()?.getSnapshot() as SnapshotFrom<typeof settingsMachine>;
  return { ...hosted, downloadExport, fetchReport, settings, settingsSnapshot };
}

describe('dashboard: "Your data" in Settings', () => {
  it('downloads the format asked for, showing which one is being prepared', async () => {
    const {
      settings,
      settingsSnapshot: snapshot,
      downloadExport,
      toasts,
    } = startDashboard('#dashboardSettings', null);
    expect(selectExportDownloading(snapshot())).toBeNull();

    settings()?.send({ type: 'export.requested', format: 'phenopacket' });
    expect(downloadExport.last().input).toEqual({ format: 'phenopacket' });
    expect(selectExportDownloading(snapshot())).toBe('phenopacket');
    downloadExport.last().resolve();
    await settle();

    expect(selectExportDownloading(snapshot())).toBeNull();
    expect(selectExportFailed(snapshot())).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('says which download failed, and either button tries again', async () => {
    const {
      settings,
      settingsSnapshot: snapshot,
      downloadExport,
    } = startDashboard('#dashboardSettings', null);
    settings()?.send({ type: 'export.requested', format: 'fhir' });
    downloadExport.last().reject(networkError());
    await settle();
    expect(selectExportFailed(snapshot())).toBe('fhir');

    settings()?.send({ type: 'export.requested', format: 'fhir' });
    expect(downloadExport.calls).toHaveLength(2);
    expect(selectExportFailed(snapshot())).toBeNull();
    expect(selectExportDownloading(snapshot())).toBe('fhir');
  });

  it('asks for one download at a time', () => {
    const { settings, downloadExport } = startDashboard('#dashboardSettings', null);
    settings()?.send({ type: 'export.requested', format: 'fhir' });
    settings()?.send({ type: 'export.requested', format: 'phenopacket' });
    expect(downloadExport.calls.map((call) => call.input)).toEqual([{ format: 'fhir' }]);
  });
});

describe('dashboard: the pre-visit summary', () => {
  it('is ready at once without a report, fetching nothing', () => {
    const { snapshot, fetchReport } = startDashboard('#dashboardSummary', null);
    expect(selectSummaryPageStatus(snapshot())).toBe('ready');
    expect(fetchReport.calls).toHaveLength(0);
  });

  it('fetches the report on file for its variants table', async () => {
    const { snapshot, fetchReport } = startDashboard('#dashboardSummary', 'report-7');
    expect(selectSummaryPageStatus(snapshot())).toBe('loading');
    expect(fetchReport.last().input).toEqual({ reportId: 'report-7' });
    fetchReport.last().resolve(reportResult('report-7', 2));
    await settle();
    expect(selectSummaryPageStatus(snapshot())).toBe('ready');
    expect(selectReport(snapshot())?.run_id).toBe('report-7');
  });

  it('says when the report cannot be fetched, and "Try again" fetches it again', async () => {
    const { actor, snapshot, fetchReport } = startDashboard('#dashboardSummary', 'report-7');
    fetchReport.last().reject(networkError());
    await settle();
    expect(selectSummaryPageStatus(snapshot())).toBe('unavailable');

    actor.send({ type: 'report.reload' });
    expect(selectSummaryPageStatus(snapshot())).toBe('loading');
    expect(fetchReport.calls).toHaveLength(2);
  });
});
