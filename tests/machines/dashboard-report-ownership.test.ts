import type { ReportJob, ReportResult } from '@contract/report';
import { english } from '@i18n/english';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import {
  selectDeleteFailure,
  selectIsAskingToDelete,
  selectIsDeletingReport,
  selectReplaceUpload,
  selectReport,
  selectReportPageStatus,
} from '@machines/dashboard/selectors';
import type { ReportAnswer } from '@machines/upload/report-answer';
import { uploadMachine } from '@machines/upload/upload.machine';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { controllable, settle } from './support/controllable';
import { completedProfile, reportFile, reportResult, route } from './support/fixtures';
import { startHosted } from './support/host';
import { apiError } from './support/recorders';

/** The toasts as the patient reads them (English). */
const shown = {
  reportDeleted: {
    title: 'Report deleted',
    description: 'Your genetic report and what we read from it were deleted.',
  },
  reportReplaced: {
    title: 'Report replaced',
    description: 'Your new report is on file; the earlier one was deleted.',
  },
  replacementNotRecorded: {
    title: 'Your new report is on file',
    description:
      'We could not delete the earlier one or update your profile just now. Please try again later.',
    variant: 'destructive',
  },
};

/** "My genetic report" with its requests held: the stored result, the upload, delete, replace. */
function openReportPage(latestReportId: string | null = 'run-old') {
  const fetchReport = controllable<ReportResult, { reportId: string }>();
  const uploadReport = controllable<ReportAnswer, { file: File }>();
  const waiting = controllable<ReportJob | null>();
  const deleteReport = controllable<void, { reportId: string }>();
  const recordReplacement = controllable<void, { replacedId: string | null; newId: string }>();
  const machine = dashboardMachine.provide({
    actors: {
      fetchReport: fetchReport.logic,
      deleteReport: deleteReport.logic,
      recordReplacement: recordReplacement.logic,
      upload: uploadMachine.provide({
        actors: { uploadReport: uploadReport.logic, fetchWaitingJob: waiting.logic },
        actions: { storeRunId: () => {} },
      }),
    },
  });
  const hosted = startHosted(
    machine,
    {
      profile: { ...completedProfile(), hasGeneticReport: latestReportId !== null, latestReportId },
      route: route('#dashboardReport'),
    },
    'dashboard',
  );
  const status = () => selectReportPageStatus(hosted.snapshot());
  const upload = () => selectReplaceUpload(hosted.snapshot()) as AnyActorRef | undefined;
  return {
    ...hosted,
    fetchReport,
    uploadReport,
    waiting,
    deleteReport,
    recordReplacement,
    status,
    upload,
  };
}

async function showing() {
  const page = openReportPage();
  page.fetchReport.last().resolve(reportResult('run-old', 1));
  await settle();
  return page;
}

const profileSent = (page: ReturnType<typeof openReportPage>) =>
  page.sentToParent('profile.changed').at(-1) as
    | { profile: { hasGeneticReport: boolean; latestReportId: string | null } }
    | undefined;

describe('My genetic report: Delete (issue 23 item 7)', () => {
  it('asks first; Cancel keeps the report and deletes nothing', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.delete' });

    expect(selectIsAskingToDelete(page.snapshot())).toBe(true);
    expect(page.deleteReport.calls).toHaveLength(0);

    page.actor.send({ type: 'report.deleteCancelled' });

    expect(selectIsAskingToDelete(page.snapshot())).toBe(false);
    expect(page.status()).toBe('showing');
    expect(page.deleteReport.calls).toHaveLength(0);
  });

  it('deletes the report on file, says so, and tells the app there is no report', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.delete' });
    page.actor.send({ type: 'report.deleteConfirmed' });

    expect(selectIsDeletingReport(page.snapshot())).toBe(true);
    expect(page.deleteReport.last().input).toEqual({ reportId: 'run-old' });
    page.deleteReport.last().resolve();
    await settle();

    expect(page.status()).toBe('empty');
    expect(selectReport(page.snapshot())).toBeNull();
    expect(profileSent(page)?.profile).toMatchObject({
      hasGeneticReport: false,
      latestReportId: null,
    });
    expect(page.toasts).toEqual([shown.reportDeleted]);
  });

  it('a failed delete keeps the report and says why in the dialog', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.delete' });
    page.actor.send({ type: 'report.deleteConfirmed' });
    page.deleteReport.last().reject(apiError(409, 'The report is being read.'));
    await settle();

    expect(selectIsAskingToDelete(page.snapshot())).toBe(true);
    const failure = selectDeleteFailure(page.snapshot());
    expect(failure && english(failure)).toBe('The report is being read.');
    expect(selectReport(page.snapshot())).not.toBeNull();
    expect(page.sentToParent('profile.changed')).toEqual([]);

    page.deleteReport.calls.length = 0;
    page.actor.send({ type: 'report.deleteCancelled' });
    expect(selectDeleteFailure(page.snapshot())).toBeNull();
  });

  it('a server error without a reason still says it was not deleted', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.delete' });
    page.actor.send({ type: 'report.deleteConfirmed' });
    page.deleteReport.last().reject(apiError(500));
    await settle();

    const failure = selectDeleteFailure(page.snapshot());
    expect(failure && english(failure)).toMatch(/could not delete your report/);
  });
});

describe('My genetic report: Replace (issue 23 item 7)', () => {
  it('uploads a new report on this page, then deletes the old one and records "yes"', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.replace' });

    expect(page.status()).toBe('replacing');
    expect(page.upload()).toBeDefined();
    page.waiting.last().resolve(null);
    await settle();
    page.upload()?.send({ type: 'file.selected', file: reportFile() });
    page.uploadReport.last().resolve(reportResult('run-new', 2));
    await settle();

    expect(page.status()).toBe('recording');
    expect(page.recordReplacement.last().input).toEqual({
      replacedId: 'run-old',
      newId: 'run-new',
    });
    page.recordReplacement.last().resolve();
    await settle();

    expect(page.status()).toBe('showing');
    expect(selectReport(page.snapshot())?.run_id).toBe('run-new');
    expect(profileSent(page)?.profile).toMatchObject({
      hasGeneticReport: true,
      latestReportId: 'run-new',
    });
    expect(page.toasts.at(-1)).toEqual(shown.reportReplaced);
  });

  it('Cancel goes back to the report on file and changes nothing', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.replace' });
    page.actor.send({ type: 'report.replaceCancelled' });
    await settle();

    expect(page.status()).toBe('loading');
    expect(page.fetchReport.last().input).toEqual({ reportId: 'run-old' });
    expect(page.recordReplacement.calls).toHaveLength(0);
    expect(page.sentToParent('profile.changed')).toEqual([]);
  });

  it('without a report, "Upload a report" uploads here and records "yes"', async () => {
    const page = openReportPage(null);
    expect(page.status()).toBe('empty');
    page.actor.send({ type: 'report.replace' });
    page.waiting.last().resolve(null);
    await settle();
    page.upload()?.send({ type: 'file.selected', file: reportFile() });
    page.uploadReport.last().resolve(reportResult('run-first', 1));
    await settle();

    expect(page.recordReplacement.last().input).toEqual({ replacedId: null, newId: 'run-first' });
    page.recordReplacement.last().resolve();
    await settle();
    expect(profileSent(page)?.profile).toMatchObject({ hasGeneticReport: true });
  });

  it('a failed record still shows the new report, and says what was not done', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.replace' });
    page.waiting.last().resolve(null);
    await settle();
    page.upload()?.send({ type: 'file.selected', file: reportFile() });
    page.uploadReport.last().resolve(reportResult('run-new', 2));
    await settle();
    page.recordReplacement.last().reject(apiError(500));
    await settle();

    expect(page.status()).toBe('showing');
    expect(selectReport(page.snapshot())?.run_id).toBe('run-new');
    expect(page.toasts.at(-1)).toEqual(shown.replacementNotRecorded);
  });

  it('a document that is not a report replaces nothing until the patient keeps it', async () => {
    const page = await showing();
    page.actor.send({ type: 'report.replace' });
    page.waiting.last().resolve(null);
    await settle();
    page.upload()?.send({ type: 'file.selected', file: reportFile() });
    page.uploadReport.last().resolve({ ...reportResult('run-cake', 0), is_genetic_report: false });
    await settle();

    expect(page.status()).toBe('replacing');
    expect(page.recordReplacement.calls).toHaveLength(0);
    page.upload()?.send({ type: 'report.kept' });
    await settle();
    expect(page.status()).toBe('recording');
  });
});
