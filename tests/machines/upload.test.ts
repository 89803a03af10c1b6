import type { ReportResult } from '@contract/report';
import {
  selectUploadErrorText,
  selectUploadProgress,
  selectUploadResult,
  selectUploadStatus,
} from '@machines/upload/selectors';
import { uploadMachine } from '@machines/upload/upload.machine';
import { describe, expect, it } from 'vitest';
import { controllable, settle } from './support/controllable';
import { reportFile, reportResult } from './support/fixtures';
import { startHosted } from './support/host';
import { apiError } from './support/recorders';
import { spec, specInline } from './support/spec-texts';

function startUpload(reportId: string | null = null) {
  const upload = controllable<ReportResult, { file: File }>();
  const fetch = controllable<ReportResult, { reportId: string }>();
  const runIds: string[] = [];
  const machine = uploadMachine.provide({
    actors: { uploadReport: upload.logic, fetchReport: fetch.logic },
    actions: { storeRunId: (_, params) => runIds.push(params.runId) },
  });
  const hosted = startHosted(machine, { reportId }, 'upload');
  return {
    ...hosted,
    upload,
    fetch,
    runIds,
    status: () => selectUploadStatus(hosted.snapshot()),
    progress: () => selectUploadProgress(hosted.snapshot()),
    select: (file = reportFile()) => hosted.actor.send({ type: 'file.selected', file }),
  };
}

describe('upload machine: opening', () => {
  it('opens on the drop area when no report is on file', () => {
    const { status, snapshot, fetch } = startUpload(null);

    expect(status()).toBe('idle');
    expect(snapshot().value).toBe('idle');
    expect(fetch.calls).toHaveLength(0);
  });

  it('fetches the stored result of a report on file and opens on it (spec: opens in success)', async () => {
    const { status, fetch, snapshot, toParent, toasts } = startUpload('run-1');
    expect(status()).toBe('loading');
    expect(fetch.last().input).toEqual({ reportId: 'run-1' });

    fetch.last().resolve(reportResult('run-1'));
    await settle();

    expect(status()).toBe('success');
    expect(snapshot().context).toMatchObject({ reportId: 'run-1', progress: 100 });
    expect(selectUploadResult(snapshot())).toEqual(reportResult('run-1'));
    // Showing a stored result is not a new upload: no toast, nothing sent to the step.
    expect(toasts).toEqual([]);
    expect(toParent).toEqual([]);
  });

  it('says the stored result is unavailable when it cannot be fetched, and tries again', async () => {
    const { status, fetch } = startUpload('run-1');
    fetch.last().reject(apiError(503));
    await settle();
    expect(status()).toBe('unavailable');

    {
      const reloaded = startUpload('run-2');
      reloaded.fetch.last().reject(apiError(503));
      await settle();
      reloaded.actor.send({ type: 'report.reload' });
      expect(reloaded.status()).toBe('loading');
      expect(reloaded.fetch.calls).toHaveLength(2);
      expect(reloaded.fetch.last().input).toEqual({ reportId: 'run-2' });
      reloaded.fetch.last().resolve(reportResult('run-2'));
      await settle();
      expect(reloaded.status()).toBe('success');
    }
  });

  it('ignores "try again" unless the stored result was unavailable', () => {
    const { actor, status, fetch } = startUpload(null);

    actor.send({ type: 'report.reload' });

    expect(status()).toBe('idle');
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('upload machine: uploading', () => {
  it('starts from 0 with the chosen file, and tells the step an earlier result no longer counts', () => {
    const { select, status, progress, upload, sentToParent } = startUpload();
    const file = reportFile();

    select(file);

    expect(status()).toBe('uploading');
    expect(progress()).toBe(0);
    expect(upload.last().input.file).toBe(file);
    expect(sentToParent('report.cleared')).toHaveLength(1);
  });

  it('grows the progress by 5 every 500 ms (spec section 4)', () => {
    const { select, clock, progress } = startUpload();
    select();

    clock.increment(499);
    expect(progress()).toBe(0);
    clock.increment(1);
    expect(progress()).toBe(5);
    clock.increment(500);
    expect(progress()).toBe(10);
  });

  it('stops the estimate at 90 until the server answers', () => {
    const { select, clock, progress, snapshot } = startUpload();
    select();

    for (let tick = 0; tick < 18; tick++) clock.increment(500);
    expect(progress()).toBe(90);
    for (let tick = 0; tick < 10; tick++) clock.increment(500);

    expect(progress()).toBe(90);
    expect(snapshot().matches({ uploading: 'ticking' })).toBe(true);
    // At 90 the estimate stops: the clock no longer changes anything.
    const atCap = snapshot();
    clock.increment(500);
    expect(snapshot()).toBe(atCap);
  });

  it('jumps to 100 with the result, stores the run id, tells the step and says how many variants', async () => {
    const { select, clock, upload, status, progress, snapshot, runIds, sentToParent, toasts } =
      startUpload();
    select();
    clock.increment(1500);

    upload.last().resolve(reportResult('run-7', 3));
    await settle();

    expect(status()).toBe('success');
    expect(progress()).toBe(100);
    expect(selectUploadResult(snapshot())).toEqual(reportResult('run-7', 3));
    expect(snapshot().context.reportId).toBe('run-7');
    expect(runIds).toEqual(['run-7']);
    expect(sentToParent('report.uploaded')).toEqual([
      { type: 'report.uploaded', result: reportResult('run-7', 3) },
    ]);
    expect(toasts).toEqual([spec.reportProcessed(3)]);
    // No more ticks once it is done.
    clock.increment(5000);
    expect(progress()).toBe(100);
  });

  it('keeps the progress and shows the inline error and toast when the upload fails', async () => {
    const { select, clock, upload, status, progress, snapshot, toasts, runIds, sentToParent } =
      startUpload();
    select();
    clock.increment(500);
    clock.increment(500);

    upload.last().reject(apiError(500));
    await settle();

    expect(status()).toBe('error');
    expect(progress()).toBe(10);
    expect(selectUploadErrorText(snapshot())).toBe(specInline.uploadError);
    expect(toasts).toEqual([spec.uploadFailed]);
    expect(runIds).toEqual([]);
    expect(sentToParent('report.uploaded')).toEqual([]);
  });

  it('has no inline error text outside the error state', () => {
    const { snapshot } = startUpload();

    expect(selectUploadErrorText(snapshot())).toBeNull();
  });

  it('cancelling stops the request and leaves nothing half done', () => {
    const { select, clock, actor, upload, status, progress, snapshot } = startUpload();
    select();
    clock.increment(1500);

    actor.send({ type: 'upload.cancelled' });

    expect(status()).toBe('idle');
    expect(progress()).toBe(0);
    expect(snapshot().context.file).toBeNull();
    expect(snapshot().context.result).toBeNull();
    expect(upload.last().signal.aborted).toBe(true);
    clock.increment(5000);
    expect(progress()).toBe(0);
  });

  it('ignores cancel when nothing is uploading', async () => {
    const { select, actor, upload, status } = startUpload();
    select();
    upload.last().resolve(reportResult());
    await settle();

    actor.send({ type: 'upload.cancelled' });

    expect(status()).toBe('success');
  });
});

describe('upload machine: a new file voids the earlier one (issue 13)', () => {
  it('hides the earlier result and starts from 0 when a file is chosen after a success', async () => {
    const { select, upload, snapshot, progress, status, sentToParent } = startUpload();
    select();
    upload.last().resolve(reportResult('run-1'));
    await settle();

    select();

    expect(status()).toBe('uploading');
    expect(progress()).toBe(0);
    expect(selectUploadResult(snapshot())).toBeNull();
    expect(sentToParent('report.cleared')).toHaveLength(2);
  });

  it('a new file mid-upload restarts the estimate and the earlier answer is ignored', async () => {
    const { select, clock, upload, progress, status, runIds, sentToParent } = startUpload();
    select();
    clock.increment(2000);
    const first = upload.last();

    select();
    expect(progress()).toBe(0);
    expect(first.signal.aborted).toBe(true);
    first.resolve(reportResult('run-old'));
    await settle();

    expect(status()).toBe('uploading');
    expect(runIds).toEqual([]);
    expect(sentToParent('report.uploaded')).toEqual([]);
    upload.last().resolve(reportResult('run-new'));
    await settle();
    expect(runIds).toEqual(['run-new']);
  });

  it('a file chosen after an error starts again from 0', async () => {
    const { select, clock, upload, progress, status } = startUpload();
    select();
    clock.increment(1000);
    upload.last().reject(apiError(500));
    await settle();

    select();

    expect(status()).toBe('uploading');
    expect(progress()).toBe(0);
    expect(upload.calls).toHaveLength(2);
  });

  it('a file chosen while the stored result loads or is unavailable starts an upload', async () => {
    const loading = startUpload('run-1');
    loading.select();
    expect(loading.status()).toBe('uploading');

    const unavailable = startUpload('run-1');
    unavailable.fetch.last().reject(apiError(503));
    await settle();
    unavailable.select();
    expect(unavailable.status()).toBe('uploading');
  });
});
