import { type AnyActorRef, assign, fromPromise, sendTo, setup } from 'xstate';
import { type GeneticReportResult, variantCount } from '../domain/genetic-report';
import type { ToastInput } from '../domain/toast';
import { messages, reportProcessedToast } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';

export interface UploadInput {
  /** The user already has a report on file: the form opens in success. */
  hasReport: boolean;
}

export interface UploadContext {
  progress: number;
  file: File | null;
  result: GeneticReportResult | null;
  error: string | null;
}

export type UploadEvent = { type: 'file.selected'; file: File } | { type: 'upload.cancelled' };

/** Sent to the parent (the app) so it can unlock "Next" on the genetic report step. */
export interface ReportUploadedEvent {
  type: 'report.uploaded';
  result: GeneticReportResult;
}

/** Sent to the parent when a new file starts uploading: the earlier result no longer counts. */
export interface ReportClearedEvent {
  type: 'report.cleared';
}

export const uploadDelays = { progressTick: 500 } as const;
export const progressStep = 5;
export const progressCap = 90;

export const uploadMachine = setup({
  types: {
    input: {} as UploadInput,
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: {
    /** POST /api/user/process-document with one multipart field "file" (provided by src). */
    uploadReport: fromPromise<GeneticReportResult, { file: File }>(async () =>
      notProvided('uploadReport'),
    ),
  },
  delays: { progressTick: uploadDelays.progressTick },
  guards: {
    openedWithExistingReport: ({ context }) => context.progress === 100,
    belowProgressCap: ({ context }) => context.progress < progressCap,
  },
  actions: {
    startWithFile: assign(({ event }) => ({
      file: event.type === 'file.selected' ? event.file : null,
      progress: 0,
      result: null,
      error: null,
    })),
    advanceProgress: assign({
      progress: ({ context }) => Math.min(progressCap, context.progress + progressStep),
    }),
    keepResult: assign((_, params: { result: GeneticReportResult }) => ({
      result: params.result,
      progress: 100,
    })),
    keepError: assign((_, params: { error: string }) => ({ error: params.error })),
    resetUpload: assign({ progress: 0, file: null, result: null, error: null }),
    /** Saves run_id under "geneticReportRunId" (provided by src). */
    storeRunId: (_, _params: { runId: string | undefined }) => notProvided('storeRunId'),
    showToast: sendTo(toastActor, (_: unknown, params: ToastInput) => ({
      type: 'toast.show',
      ...params,
    })),
    notifyParent: sendTo(
      ({ self }): AnyActorRef => self._parent ?? self,
      (_, params: { result: GeneticReportResult }): ReportUploadedEvent => ({
        type: 'report.uploaded',
        result: params.result,
      }),
    ),
    notifyParentCleared: sendTo(
      ({ self }): AnyActorRef => self._parent ?? self,
      (): ReportClearedEvent => ({ type: 'report.cleared' }),
    ),
    /** Upload errors are logged and rethrown by the api client; here they are only logged. */
    logUploadError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'upload',
  description: 'Uploads a genetic report and shows a progress estimate while the server reads it.',
  context: ({ input }) => ({
    progress: input.hasReport ? 100 : 0,
    file: null,
    result: null,
    error: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Decides how the form opens.',
      always: [{ guard: 'openedWithExistingReport', target: 'success' }, { target: 'idle' }],
    },
    idle: {
      description:
        'Drop area shown: drag a file, browse, or take a photo (PDF, JPG, PNG up to 10MB).',
    },
    uploading: {
      description:
        '"Processing your report..." with a percentage that grows by 5 every 500 ms up to 90 until the server answers.',
      entry: ['startWithFile', 'notifyParentCleared'],
      invoke: {
        src: 'uploadReport',
        input: ({ context }) => {
          if (!context.file) throw new Error('No file chosen');
          return { file: context.file };
        },
        onDone: {
          target: 'success',
          actions: [
            { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'storeRunId', params: ({ event }) => ({ runId: event.output.run_id }) },
            { type: 'notifyParent', params: ({ event }) => ({ result: event.output }) },
            {
              type: 'showToast',
              params: ({ event }) => reportProcessedToast(variantCount(event.output)),
            },
          ],
        },
        onError: {
          target: 'error',
          actions: [
            { type: 'logUploadError', params: ({ event }) => ({ error: event.error }) },
            { type: 'keepError', params: { error: 'upload failed' } },
            { type: 'showToast', params: messages.uploadFailed },
          ],
        },
      },
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            progressTick: {
              guard: 'belowProgressCap',
              target: 'ticking',
              reenter: true,
              actions: 'advanceProgress',
            },
          },
        },
      },
      on: {
        'upload.cancelled': { target: 'idle', actions: ['resetUpload', 'notifyParentCleared'] },
      },
    },
    success: {
      description: 'Green alert and the report result view.',
    },
    error: {
      description:
        '"There was an error uploading your file. Please try again." The progress stays where it was.',
    },
  },
  on: {
    // Choosing a file anywhere (also mid-upload) starts over: progress 0, result hidden.
    'file.selected': { target: '.uploading', reenter: true },
  },
});
