import type { ReportJob, ReportResult } from '@contract/report';
import type { ReportAnswer } from '@machines/upload/report-answer';
import {
  selectPagesRead,
  selectReadingPercent,
  selectUploadActivity,
  selectUploadStatus,
} from '@machines/upload/selectors';
import { uploadMachine } from '@machines/upload/upload.machine';
import { controllable } from './controllable';
import { reportFile } from './fixtures';
import { startHosted } from './host';
import { words } from './in-english';

/** A job as the server answers it (202): queued with `ahead` reports before it, or reading. */
export const reportJob = (overrides: Partial<ReportJob> = {}): ReportJob => ({
  job_id: 'job-1',
  status: 'queued',
  ahead: 2,
  status_url: '/api/genetic-report/jobs/job-1',
  ...overrides,
});

/** The upload machine hosted as step 4 hosts it, every effect controlled by the test. */
export function startUpload(reportId: string | null = null) {
  const upload = controllable<ReportAnswer, { file: File }>();
  const poll = controllable<ReportAnswer, { statusUrl: string }>();
  const fetch = controllable<ReportResult, { reportId: string }>();
  const waiting = controllable<ReportJob | null>();
  const runIds: string[] = [];
  const cancelled: string[] = [];
  const machine = uploadMachine.provide({
    actors: {
      uploadReport: upload.logic,
      fetchJob: poll.logic,
      fetchWaitingJob: waiting.logic,
      fetchReport: fetch.logic,
    },
    actions: {
      storeRunId: (_, params) => runIds.push(params.runId),
      cancelJob: (_, params) => cancelled.push(params.statusUrl),
    },
  });
  const hosted = startHosted(machine, { reportId }, 'upload');
  return {
    ...hosted,
    upload,
    poll,
    fetch,
    waiting,
    runIds,
    cancelled,
    status: () => selectUploadStatus(hosted.snapshot()),
    activity: () => words(selectUploadActivity(hosted.snapshot())),
    percent: () => selectReadingPercent(hosted.snapshot()),
    pages: () => words(selectPagesRead(hosted.snapshot())),
    select: (file = reportFile()) => hosted.actor.send({ type: 'file.selected', file }),
  };
}
