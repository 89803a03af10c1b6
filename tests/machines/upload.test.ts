import { verbatim } from '@i18n/verbatim';
import {
  selectReadingPercent,
  selectUploadErrorText,
  selectUploadResult,
} from '@machines/upload/selectors';
import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { reportFile, reportResult } from './support/fixtures';
import { words } from './support/in-english';
import { apiError } from './support/recorders';
import { spec, specInline } from './support/spec-texts';
import { startUpload } from './support/upload-harness';

describe('upload machine: opening', () => {
  it('opens on the drop area when no report is on file (asking quietly for a waiting one)', () => {
    const { status, snapshot, fetch } = startUpload(null);

    expect(status()).toBe('idle');
    expect(snapshot().value).toBe('findingWaitingReport');
    expect(fetch.calls).toHaveLength(0);
  });

  it('fetches the stored result of a report on file and opens on it (spec: opens in success)', async () => {
    const { status, fetch, snapshot, toParent, toasts } = startUpload('run-1');
    expect(status()).toBe('loading');
    expect(fetch.last().input).toEqual({ reportId: 'run-1' });

    fetch.last().resolve(reportResult('run-1'));
    await settle();

    expect(status()).toBe('success');
    expect(snapshot().context.reportId).toBe('run-1');
    expect(selectUploadResult(snapshot())).toEqual(reportResult('run-1'));
    // Showing a stored result is not a new upload: no toast, nothing sent to the step.
    expect(toasts).toEqual([]);
    expect(toParent).toEqual([]);
  });

  it('says the stored result is unavailable when it cannot be fetched, and tries again', async () => {
    const { status, fetch, actor } = startUpload('run-2');
    fetch.last().reject(apiError(503));
    await settle();
    expect(status()).toBe('unavailable');

    actor.send({ type: 'report.reload' });
    expect(status()).toBe('loading');
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.last().input).toEqual({ reportId: 'run-2' });
    fetch.last().resolve(reportResult('run-2'));
    await settle();
    expect(status()).toBe('success');
  });

  it('ignores "try again" unless the stored result was unavailable', () => {
    const { actor, status, fetch } = startUpload(null);

    actor.send({ type: 'report.reload' });

    expect(status()).toBe('idle');
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('upload machine: sending to a server that answers the result (200)', () => {
  it('sends the chosen file, says "Processing your report..." and tells the step an earlier result no longer counts', () => {
    const { select, status, activity, upload, sentToParent, snapshot } = startUpload();
    const file = reportFile();

    select(file);

    expect(status()).toBe('sending');
    expect(activity()).toBe('Processing your report...');
    expect(upload.last().input.file).toBe(file);
    expect(sentToParent('report.cleared')).toHaveLength(1);
    // Issue 15: nothing is measured while the file goes up, so no percentage is made up.
    expect(selectReadingPercent(snapshot())).toBeNull();
  });

  it('makes up no progress while the server answers', () => {
    const { select, clock, snapshot } = startUpload();
    select();
    const sent = snapshot();

    clock.increment(30_000);

    expect(snapshot()).toBe(sent);
  });

  it('shows the result, stores the run id, tells the step and says how many variants', async () => {
    const { select, upload, poll, status, snapshot, runIds, sentToParent, toasts } = startUpload();
    select();

    upload.last().resolve(reportResult('run-7', 3));
    await settle();

    expect(status()).toBe('success');
    expect(selectUploadResult(snapshot())).toEqual(reportResult('run-7', 3));
    expect(snapshot().context.reportId).toBe('run-7');
    expect(runIds).toEqual(['run-7']);
    expect(sentToParent('report.uploaded')).toEqual([
      { type: 'report.uploaded', result: reportResult('run-7', 3) },
    ]);
    expect(toasts).toEqual([spec.reportProcessed(3)]);
    expect(poll.calls).toHaveLength(0);
  });

  it('shows the inline error and toast when the upload fails', async () => {
    const { select, upload, status, snapshot, toasts, runIds, sentToParent } = startUpload();
    select();

    upload.last().reject(apiError(500));
    await settle();

    expect(status()).toBe('error');
    expect(words(selectUploadErrorText(snapshot()))).toBe(specInline.uploadError);
    expect(toasts).toEqual([spec.uploadFailed]);
    expect(runIds).toEqual([]);
    expect(sentToParent('report.uploaded')).toEqual([]);
  });

  it("shows the server's reason when it refuses the file", async () => {
    const { select, upload, snapshot, toasts } = startUpload();
    select();

    upload.last().reject(apiError(415, 'Only PDF, JPEG and PNG files can be processed'));
    await settle();

    expect(words(selectUploadErrorText(snapshot()))).toBe(
      'Only PDF, JPEG and PNG files can be processed',
    );
    expect(toasts).toEqual([
      { ...spec.uploadFailed, description: 'Only PDF, JPEG and PNG files can be processed' },
    ]);
  });

  it('says why a file was refused before sending it, as a toast, and sends nothing (issue 30)', async () => {
    const { actor, upload, status, toasts } = startUpload();
    await settle();
    const reason = 'This file is larger than 10MB. Please choose a smaller file.';
    actor.send({ type: 'file.refused', reason: verbatim(reason) });
    await settle();

    expect(toasts).toEqual([{ ...spec.uploadFailed, description: reason }]);
    expect(status()).toBe('idle');
    expect(upload.calls).toHaveLength(0);
  });

  it('has no inline error text outside the error states', () => {
    const { snapshot } = startUpload();

    expect(selectUploadErrorText(snapshot())).toBeNull();
  });

  it('cancelling stops the request and leaves nothing half done; no job exists to delete', () => {
    const { select, actor, upload, status, snapshot, cancelled } = startUpload();
    select();

    actor.send({ type: 'upload.cancelled' });

    expect(status()).toBe('idle');
    expect(snapshot().context.file).toBeNull();
    expect(snapshot().context.result).toBeNull();
    expect(upload.last().signal.aborted).toBe(true);
    expect(cancelled).toEqual([]);
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
  it('hides the earlier result when a file is chosen after a success', async () => {
    const { select, upload, snapshot, status, sentToParent } = startUpload();
    select();
    upload.last().resolve(reportResult('run-1'));
    await settle();

    select();

    expect(status()).toBe('sending');
    expect(selectUploadResult(snapshot())).toBeNull();
    expect(sentToParent('report.cleared')).toHaveLength(2);
  });

  it('a new file mid-upload aborts the first and its answer is ignored', async () => {
    const { select, upload, status, runIds, sentToParent } = startUpload();
    select();
    const first = upload.last();

    select();
    expect(first.signal.aborted).toBe(true);
    first.resolve(reportResult('run-old'));
    await settle();

    expect(status()).toBe('sending');
    expect(runIds).toEqual([]);
    expect(sentToParent('report.uploaded')).toEqual([]);
    upload.last().resolve(reportResult('run-new'));
    await settle();
    expect(runIds).toEqual(['run-new']);
  });

  it('a file chosen after an error starts again', async () => {
    const { select, upload, status } = startUpload();
    select();
    upload.last().reject(apiError(500));
    await settle();

    select();

    expect(status()).toBe('sending');
    expect(upload.calls).toHaveLength(2);
  });

  it('a file chosen while the stored result loads or is unavailable starts an upload', async () => {
    const loading = startUpload('run-1');
    loading.select();
    expect(loading.status()).toBe('sending');

    const unavailable = startUpload('run-1');
    unavailable.fetch.last().reject(apiError(503));
    await settle();
    unavailable.select();
    expect(unavailable.status()).toBe('sending');
  });
});
