import type { ReportResult } from '@contract/report';
import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { ToastInput } from '../domain/toast';
import { reportProcessedToast, uploadFailedToast } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import { reasonOf } from '../shared/service-error';

export interface UploadInput {
  /** The report on file (its result id), or null: the step then opens on the drop area. */
  reportId: string | null;
}

export interface UploadContext {
  reportId: string | null;
  progress: number;
  file: File | null;
  result: ReportResult | null;
  /** The server's reason for refusing the last file (not a PDF, an unreadable image...). */
  failure: string | null;
}

export type UploadEvent =
  | { type: 'file.selected'; file: File }
  | { type: 'upload.cancelled' }
  | { type: 'report.reload' };

/** Sent to the parent so it can unlock "Next" on the genetic report step. */
export interface ReportUploadedEvent {
  type: 'report.uploaded';
  result: ReportResult;
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
    /** POST /api/user/process-document with one multipart field "file"; aborted when stopped. */
    uploadReport: fromPromise<ReportResult, { file: File }>(async () =>
      notProvided('uploadReport'),
    ),
    /** GET /api/genetic-report/report/{id}: the stored result of the report on file. */
    fetchReport: fromPromise<ReportResult, { reportId: string }>(async () =>
      notProvided('fetchReport'),
    ),
  },
  delays: { progressTick: uploadDelays.progressTick },
  guards: {
    hasReportOnFile: ({ context }) => context.reportId !== null,
    belowProgressCap: ({ context }) => context.progress < progressCap,
  },
  actions: {
    startWithFile: assign(({ event }) => ({
      file: event.type === 'file.selected' ? event.file : null,
      progress: 0,
      result: null,
      failure: null,
    })),
    advanceProgress: assign({
      progress: ({ context }) => Math.min(progressCap, context.progress + progressStep),
    }),
    keepResult: assign((_, params: { result: ReportResult }) => ({
      result: params.result,
      reportId: params.result.run_id,
      progress: 100,
    })),
    resetUpload: assign({ progress: 0, file: null, result: null, failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: reasonOf(params.error) })),
    /** Saves run_id under "geneticReportRunId" (provided by src). */
    storeRunId: (_, _params: { runId: string }) => notProvided('storeRunId'),
    showToast: sendTo(toastActor, (_, params: ToastInput) => ({ type: 'toast.show', ...params })),
    showUploadFailure: sendTo(toastActor, (_, params: { error: unknown }) => ({
      type: 'toast.show',
      ...uploadFailedToast(reasonOf(params.error)),
    })),
    reportUploaded: sendParent((_, params: { result: ReportResult }) => ({
      type: 'report.uploaded',
      result: params.result,
    })),
    reportCleared: sendParent({ type: 'report.cleared' }),
  },
}).createMachine({
  id: 'upload',
  description:
    'Uploads a genetic report and shows a progress estimate while the server reads it; a report already on file is shown again.',
  context: ({ input }) => ({
    reportId: input.reportId,
    progress: 0,
    file: null,
    result: null,
    failure: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Decides how the form opens.',
      always: [{ guard: 'hasReportOnFile', target: 'loadingStoredResult' }, { target: 'idle' }],
    },
    loadingStoredResult: {
      description: 'A report is on file: its extracted results are fetched to show them again.',
      invoke: {
        src: 'fetchReport',
        input: ({ context }) => ({ reportId: context.reportId ?? '' }),
        onDone: {
          target: 'success',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: { target: 'storedResultUnavailable' },
      },
    },
    storedResultUnavailable: {
      description:
        'A report is on file but its results could not be fetched: "Try again", or upload another file.',
      on: { 'report.reload': 'loadingStoredResult' },
    },
    idle: {
      description:
        'Drop area shown: drag a file, browse, or take a photo (PDF, JPG, PNG up to 10MB).',
    },
    uploading: {
      description:
        '"Processing your report..." with a percentage that grows by 5 every 500 ms up to 90 until the server answers.',
      entry: ['startWithFile', 'reportCleared'],
      invoke: {
        src: 'uploadReport',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'success',
          actions: [
            { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'storeRunId', params: ({ event }) => ({ runId: event.output.run_id }) },
            { type: 'reportUploaded', params: ({ event }) => ({ result: event.output }) },
            {
              type: 'showToast',
              params: ({ event }) => reportProcessedToast(event.output.variants.length),
            },
          ],
        },
        onError: {
          target: 'error',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showUploadFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      initial: 'ticking',
      states: {
        ticking: {
          description:
            'The progress bar creeps up every half second while the server reads the file.',
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
        'upload.cancelled': {
          description: 'Cancel stops the request; the server keeps nothing of it.',
          target: 'idle',
          actions: 'resetUpload',
        },
      },
    },
    success: { description: 'Green alert and the report result view.' },
    error: {
      description:
        'The server\'s reason when it gave one (not a PDF, an unreadable image), else "There was an error uploading your file. Please try again." The progress stays where it was.',
    },
  },
  on: {
    'file.selected': {
      description: 'Choosing a file (also mid-upload) starts over: progress 0, result hidden.',
      target: '.uploading',
      reenter: true,
    },
  },
});
