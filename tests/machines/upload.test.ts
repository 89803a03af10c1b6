import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, setup } from 'xstate';
import type { GeneticReportResult } from '@machines/domain/genetic-report';
import { inlineTexts, messages } from '@machines/shared/messages';
import { selectVisibleToast } from '@machines/toast/selectors';
import { toastMachine } from '@machines/toast/toast.machine';
import {
  selectUploadErrorText,
  selectUploadProgress,
  selectUploadResult,
  selectUploadStatus,
} from '@machines/upload/selectors';
import { uploadMachine } from '@machines/upload/upload.machine';

const file = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
const result: GeneticReportResult = { run_id: 'run-9', variants: [] };

function start(hasReport = false) {
  let settle: { resolve: (r: GeneticReportResult) => void; reject: (e: unknown) => void } | null =
    null;
  const runIds: Array<string | undefined> = [];
  const machine = uploadMachine.provide({
    actors: {
      uploadReport: fromPromise<GeneticReportResult, { file: File }>(
        () => new Promise((resolve, reject) => (settle = { resolve, reject })),
      ),
    },
    actions: { storeRunId: (_, params) => runIds.push(params.runId) },
  });
  const clock = new SimulatedClock();
  // The upload runs beside the toast actor in one system, as it does inside the app.
  const host = createActor(
    setup({ actors: { toast: toastMachine, upload: machine } }).createMachine({
      invoke: [
        { id: 'toast', systemId: 'toast', src: 'toast' },
        { id: 'upload', src: 'upload', input: { hasReport } },
      ],
    }),
    { clock },
  ).start();
  const actor = host.getSnapshot().children.upload;
  if (!actor) throw new Error('upload actor missing');
  const toast = () => selectVisibleToast(host.system.get('toast').getSnapshot());
  return {
    actor,
    clock,
    runIds,
    finish: (r: GeneticReportResult) => settle?.resolve(r),
    fail: () => settle?.reject(new Error('500')),
    snapshot: () => actor.getSnapshot(),
    toast,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload machine', () => {
  it('opens in success when the user already has a report', () => {
    const { snapshot } = start(true);
    expect(selectUploadStatus(snapshot())).toBe('success');
  });

  it('grows progress by 5 every 500 ms up to 90, then 100 on completion', async () => {
    const { actor, clock, snapshot, finish, runIds, toast } = start();
    actor.send({ type: 'file.selected', file });
    expect(selectUploadStatus(snapshot())).toBe('uploading');
    expect(selectUploadProgress(snapshot())).toBe(0);
    clock.increment(499);
    expect(selectUploadProgress(snapshot())).toBe(0);
    clock.increment(1);
    expect(selectUploadProgress(snapshot())).toBe(5);
    for (let i = 0; i < 30; i++) clock.increment(500);
    expect(selectUploadProgress(snapshot())).toBe(90);
    finish(result);
    await tick();
    expect(selectUploadStatus(snapshot())).toBe('success');
    expect(selectUploadProgress(snapshot())).toBe(100);
    expect(selectUploadResult(snapshot())).toEqual(result);
    expect(runIds).toEqual(['run-9']);
    expect(toast()).toMatchObject({
      title: 'Report Processed Successfully',
      description: 'Found 0 genetic variants in your report.',
    });
  });

  it('keeps the progress and shows the inline error when the upload fails', async () => {
    const { actor, clock, snapshot, fail, toast } = start();
    actor.send({ type: 'file.selected', file });
    clock.increment(500);
    clock.increment(500);
    fail();
    await tick();
    expect(selectUploadStatus(snapshot())).toBe('error');
    expect(selectUploadProgress(snapshot())).toBe(10);
    expect(selectUploadErrorText(snapshot())).toBe(inlineTexts.uploadError);
    expect(toast()).toMatchObject(messages.uploadFailed);
  });

  it('choosing a file resets progress and hides the result', async () => {
    const { actor, snapshot, finish } = start();
    actor.send({ type: 'file.selected', file });
    finish(result);
    await tick();
    actor.send({ type: 'file.selected', file });
    expect(selectUploadProgress(snapshot())).toBe(0);
    expect(selectUploadResult(snapshot())).toBeNull();
  });

  it('cancelling mid-upload leaves no half state', () => {
    const { actor, clock, snapshot } = start();
    actor.send({ type: 'file.selected', file });
    clock.increment(1500);
    actor.send({ type: 'upload.cancelled' });
    expect(selectUploadStatus(snapshot())).toBe('idle');
    expect(selectUploadProgress(snapshot())).toBe(0);
    expect(snapshot().children).toEqual({});
  });
});
