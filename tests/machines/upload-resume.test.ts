import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { reportResult } from './support/fixtures';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';
import { reportJob, startUpload } from './support/upload-harness';

describe('upload machine: a report sent before a reload or a step back (issue 15)', () => {
  it('asks the server for a waiting report while the drop area is already shown', () => {
    const { status, waiting } = startUpload(null);

    expect(status()).toBe('idle');
    expect(waiting.calls).toHaveLength(1);
  });

  it('shows the waiting report in its place in line, then its result, as a new upload would', async () => {
    const { status, activity, waiting, poll, clock, runIds, sentToParent, toasts } =
      startUpload(null);

    waiting.last().resolve(reportJob({ ahead: 1 }));
    await settle();
    expect(status()).toBe('queued');
    expect(activity()).toBe('1 report ahead of yours');

    clock.increment(1000);
    expect(poll.last().input).toEqual({ statusUrl: '/api/genetic-report/jobs/job-1' });
    poll.last().resolve(reportResult('run-4', 1));
    await settle();
    expect(status()).toBe('success');
    expect(runIds).toEqual(['run-4']);
    expect(sentToParent('report.uploaded')).toEqual([
      { type: 'report.uploaded', result: reportResult('run-4', 1) },
    ]);
    expect(toasts).toEqual([spec.reportProcessed(1)]);
  });

  it('goes straight to "Reading your report..." when the waiting report is being read', async () => {
    const { status, waiting } = startUpload(null);

    waiting.last().resolve(reportJob({ status: 'reading', ahead: 0 }));
    await settle();

    expect(status()).toBe('reading');
  });

  it('stays on the drop area, quietly, when nothing waits or the server cannot say', async () => {
    for (const settleCheck of [
      (w: ReturnType<typeof startUpload>['waiting']) => w.last().resolve(null),
      (w: ReturnType<typeof startUpload>['waiting']) => w.last().reject(networkError()),
      (w: ReturnType<typeof startUpload>['waiting']) => w.last().reject(apiError(500)),
    ]) {
      const { status, snapshot, waiting, toasts, toParent } = startUpload(null);
      settleCheck(waiting);
      await settle();
      expect(status()).toBe('idle');
      expect(snapshot().value).toBe('idle');
      expect(toasts).toEqual([]);
      expect(toParent).toEqual([]);
    }
  });

  it('does not ask again after a cancel: the cancelled report is never shown again', async () => {
    const { actor, status, waiting, select, upload, cancelled } = startUpload(null);
    waiting.last().resolve(null);
    await settle();
    select();
    upload.last().resolve(reportJob());
    await settle();
    expect(status()).toBe('queued');

    actor.send({ type: 'upload.cancelled' });
    await settle();
    expect(status()).toBe('idle');
    expect(cancelled).toEqual(['/api/genetic-report/jobs/job-1']);
    expect(waiting.calls).toHaveLength(1);
  });

  it('a file chosen while the server is asked wins: the question is dropped', async () => {
    const { status, waiting, select, upload } = startUpload(null);

    select();
    expect(status()).toBe('sending');
    expect(waiting.last().signal.aborted).toBe(true);
    waiting.last().resolve(reportJob());
    await settle();
    expect(status()).toBe('sending');
    expect(upload.calls).toHaveLength(1);
  });

  it('does not ask when a stored report is shown', async () => {
    const { waiting, fetch, status } = startUpload('run-1');
    fetch.last().resolve(reportResult('run-1'));
    await settle();

    expect(status()).toBe('success');
    expect(waiting.calls).toHaveLength(0);
  });
});
