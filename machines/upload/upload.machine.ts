import type { ReportJob, ReportResult } from '@contract/report';
import type { Message } from '@i18n/message';
import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { ToastInput } from '../domain/toast';
import { messages, uploadFailedToast } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import { isUnreachable, reasonOf } from '../shared/service-error';
import { isDoubtfulResult, isReportJob, type ReportAnswer } from './report-answer';
import { reportReadToast } from './report-toasts';

export interface UploadInput {
  /** The report on file (its result id), or null: the step then opens on the drop area. */
  reportId: string | null;
}

export interface UploadContext {
  reportId: string | null;
  file: File | null;
  /** The server's latest word on the report while it waits in the queue or is read. */
  job: ReportJob | null;
  result: ReportResult | null;
  /** The server's reason for refusing the last file (not a PDF, an unreadable image...). */
  failure: Message | null;
}

export type UploadEvent =
  | { type: 'file.selected'; file: File }
  /** A file the step refused before sending it (its type, size, or an empty file). */
  | { type: 'file.refused'; reason: Message }
  | { type: 'upload.cancelled' }
  | { type: 'job.retried' }
  | { type: 'report.reload' }
  /** "Keep this file anyway": a report that could not be read, or is not a genetic report. */
  | { type: 'report.kept' };

/** Sent to the parent so it can unlock "Next" on the genetic report step. */
export interface ReportUploadedEvent {
  type: 'report.uploaded';
  result: ReportResult;
}

/** Sent to the parent when a new file starts uploading: the earlier result no longer counts. */
export interface ReportClearedEvent {
  type: 'report.cleared';
}

/**
 * Sent to the parent when the step opens on a report sent earlier that still waits or is read
 * (the tab was closed meanwhile): the patient has a report, so "Yes" is their answer.
 */
export interface ReadingResumedEvent {
  type: 'report.resumed';
}

/**
 * Sent to the parent whenever a file starts or stops being on its way (sent, queued, read, or
 * read but not yet kept): answering "No" meanwhile would delete it, so the step asks first.
 */
export interface ReportPendingEvent {
  type: 'report.pending';
  pending: boolean;
}

/** Between two questions about a job (the API client retries a dropped one on its own). */
export const uploadDelays = { jobPoll: 1000 } as const;

/** The result an upload or a job answered (the done event's output). */
const resultOf = ({ event }: { event: { output: unknown } }) => event.output as ReportResult;

/** A report just read is shown and its run id stored. */
const keepReadResult = [
  {
    type: 'keepResult',
    params: (args: { event: { output: unknown } }) => ({ result: resultOf(args) }),
  },
  {
    type: 'storeRunId',
    params: (args: { event: { output: unknown } }) => ({ runId: resultOf(args).run_id }),
  },
] as const;

/**
 * A doubtful reading is kept and its own toast says what went wrong (an action of its own, so the
 * diagrams name those words on this arrow, never the "Processed Successfully" of a good read).
 */
const holdDoubtfulResult = [
  ...keepReadResult,
  {
    type: 'showDoubtfulToast',
    params: (args: { event: { output: unknown } }) => ({ result: resultOf(args) }),
  },
] as const;

/** Nothing is on its way any more (the parent stops asking before "No"). */
const noLongerPending = { type: 'tellPending', params: { pending: false } } as const;

/** A readable genetic report also unlocks "Next" at once. */
const acceptResult = [
  ...keepReadResult,
  {
    type: 'showToast',
    params: (args: { event: { output: unknown } }) => reportReadToast(resultOf(args)),
  },
  noLongerPending,
  {
    type: 'reportUploaded',
    params: (args: { event: { output: unknown } }) => ({ result: resultOf(args) }),
  },
] as const;

/** The reading failed or the document is not a genetic report: the patient decides first. */
const doubtfulResult = {
  type: 'isDoubtful',
  params: (args: { event: { output: unknown } }) => ({ result: resultOf(args) }),
} as const;

/** The job the server answered (202) is kept: its place in line or its pages. */
const keepAnsweredJob = {
  type: 'keepJob',
  params: ({ event }: { event: { output: unknown } }) => ({ job: event.output as ReportJob }),
} as const;

/** Whether the server answered a job (still waiting or read) rather than the result. */
const answeredJob = {
  type: 'isJob',
  params: ({ event }: { event: { output: unknown } }) => ({ answer: event.output as ReportAnswer }),
} as const;

/** The job is dropped on the server (DELETE) and the step forgets it. */
const dropJob = [
  {
    type: 'cancelJob',
    params: ({ context }: { context: UploadContext }) => ({ statusUrl: jobUrl(context) }),
  },
  'resetUpload',
  noLongerPending,
] as const;

export const uploadMachine = setup({
  types: {
    input: {} as UploadInput,
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: {
    /**
     * POST /api/user/process-document with one multipart field "file" and `Prefer:
     * respond-async`: the job (202) or, from a server without a queue, the result (200).
     * Aborted when stopped.
     */
    uploadReport: fromPromise<ReportAnswer, { file: File }>(async () =>
      notProvided('uploadReport'),
    ),
    /**
     * GET status_url: the job while it waits or is read, then the result (or its error). A
     * request that does not reach the server is retried a few times before it fails.
     */
    fetchJob: fromPromise<ReportAnswer, { statusUrl: string }>(async () => notProvided('fetchJob')),
    /**
     * GET /api/genetic-report/jobs: the patient's newest upload still waiting or being read
     * (sent before a reload, or before the patient went back a step), or null.
     */
    fetchWaitingJob: fromPromise<ReportJob | null>(async () => notProvided('fetchWaitingJob')),
    /** GET /api/genetic-report/report/{id}: the stored result of the report on file. */
    fetchReport: fromPromise<ReportResult, { reportId: string }>(async () =>
      notProvided('fetchReport'),
    ),
  },
  delays: { jobPoll: uploadDelays.jobPoll },
  guards: {
    hasReportOnFile: ({ context }) => context.reportId !== null,
    hasJob: ({ context }) => context.job !== null,
    isJob: (_, params: { answer: ReportAnswer }) => isReportJob(params.answer),
    isWaitingJob: (_, params: { job: ReportJob | null }) => Boolean(params.job),
    jobIsReading: ({ context }) => context.job?.status === 'reading',
    jobIsQueued: ({ context }) => context.job?.status === 'queued',
    isUnreachable: (_, params: { error: unknown }) => isUnreachable(params.error),
    isDoubtful: (_, params: { result: ReportResult }) => isDoubtfulResult(params.result),
  },
  actions: {
    startWithFile: assign(({ event }) => ({
      file: event.type === 'file.selected' ? event.file : null,
      job: null,
      result: null,
      failure: null,
    })),
    keepJob: assign((_, params: { job: ReportJob }) => ({ job: params.job })),
    keepResult: assign((_, params: { result: ReportResult }) => ({
      result: params.result,
      reportId: params.result.run_id,
      job: null,
    })),
    resetUpload: assign({ file: null, job: null, result: null, failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: reasonOf(params.error),
      job: null,
    })),
    /** Saves run_id under "geneticReportRunId" (provided by src). */
    storeRunId: (_, _params: { runId: string }) => notProvided('storeRunId'),
    /** DELETE status_url (provided by src); the step does not wait for the answer. */
    cancelJob: (_, _params: { statusUrl: string }) => notProvided('cancelJob'),
    showToast: sendTo(toastActor, (_, params: ToastInput) => ({ type: 'toast.show', ...params })),
    showDoubtfulToast: sendTo(toastActor, (_, params: { result: ReportResult }) => ({
      type: 'toast.show',
      ...reportReadToast(params.result),
    })),
    showUploadFailure: sendTo(toastActor, (_, params: { error: unknown }) => ({
      type: 'toast.show',
      ...uploadFailedToast(reasonOf(params.error)),
    })),
    showRefusal: sendTo(toastActor, ({ event }) => ({
      type: 'toast.show',
      ...uploadFailedToast(event.type === 'file.refused' ? event.reason : null),
    })),
    reportUploaded: sendParent((_, params: { result: ReportResult }) => ({
      type: 'report.uploaded',
      result: params.result,
    })),
    reportCleared: sendParent({ type: 'report.cleared' }),
    readingResumed: sendParent({ type: 'report.resumed' }),
    tellPending: sendParent((_, params: { pending: boolean }) => ({
      type: 'report.pending',
      pending: params.pending,
    })),
  },
}).createMachine({
  id: 'upload',
  description:
    "Uploads a genetic report, shows its place in the server's queue and then the pages read, never a made-up percentage; a report already on file is shown again.",
  context: ({ input }) => ({
    reportId: input.reportId,
    file: null,
    job: null,
    result: null,
    failure: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Decides how the form opens.',
      always: [
        { guard: 'hasReportOnFile', target: 'loadingStoredResult' },
        { target: 'findingWaitingReport' },
      ],
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
    findingWaitingReport: {
      description:
        'Drop area shown, as in idle. Meanwhile the server is asked whether a report this patient sent earlier (before a reload, or before going back a step) still waits or is being read. Asked only when the step opens, so a report just cancelled is never shown again.',
      invoke: {
        src: 'fetchWaitingJob',
        onDone: [
          {
            description:
              'A report sent earlier still waits or is being read: its place is shown, and the step is told the patient has a report.',
            guard: { type: 'isWaitingJob', params: ({ event }) => ({ job: event.output }) },
            target: 'processing',
            actions: [keepAnsweredJob, 'readingResumed'],
          },
          { description: 'Nothing waits.', target: 'idle' },
        ],
        onError: {
          description: 'Nothing to resume can be known: the drop area stays, as for a first visit.',
          target: 'idle',
        },
      },
    },
    idle: {
      description:
        'Drop area shown: drag a file, browse, or take a photo (PDF, JPG, PNG up to 10MB).',
    },
    sending: {
      description:
        '"Processing your report..." with a busy bar: the file goes up (a server without a queue also reads it before it answers).',
      entry: ['startWithFile', 'reportCleared', { type: 'tellPending', params: { pending: true } }],
      invoke: {
        src: 'uploadReport',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: [
          {
            description: 'The server put the report in its queue: its place is shown.',
            guard: answeredJob,
            target: 'processing',
            actions: keepAnsweredJob,
          },
          {
            description:
              'A server without a queue answered a result that could not be read, or is not a genetic report.',
            guard: doubtfulResult,
            target: 'doubtful',
            actions: holdDoubtfulResult,
          },
          {
            description: 'A server without a queue answered the result at once.',
            target: 'success',
            actions: acceptResult,
          },
        ],
        onError: {
          target: 'error',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showUploadFailure', params: ({ event }) => ({ error: event.error }) },
            noLongerPending,
          ],
        },
      },
      on: {
        'upload.cancelled': {
          description: 'Cancel stops the request; the server keeps nothing of it.',
          target: 'idle',
          actions: ['resetUpload', noLongerPending],
        },
      },
    },
    processing: {
      type: 'parallel',
      description:
        'The server has the file: it waits for its turn, then is read. The step asks about the job about once a second.',
      entry: { type: 'tellPending', params: { pending: true } },
      states: {
        turn: {
          description: 'Where the report is, as the server last said.',
          initial: 'queued',
          states: {
            queued: {
              description:
                '"2 reports ahead of yours", "1 report ahead of yours" or "Your report is next", with a busy bar.',
              always: { guard: 'jobIsReading', target: 'reading' },
            },
            reading: {
              description:
                '"Reading your report...", with the pages read of all pages when the server counts them.',
              always: { guard: 'jobIsQueued', target: 'queued' },
            },
          },
        },
        polling: {
          description: 'Asks the server about the job until it answers the result or an error.',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'About a second between two questions.',
              after: { jobPoll: 'checking' },
            },
            checking: {
              description: 'GET status_url: the job again, the result, or why it failed.',
              invoke: {
                src: 'fetchJob',
                input: ({ context }) => ({ statusUrl: context.job?.status_url ?? '' }),
                onDone: [
                  {
                    description: 'Still waiting or being read: its place or pages are updated.',
                    guard: answeredJob,
                    target: 'waiting',
                    actions: keepAnsweredJob,
                  },
                  {
                    description:
                      'The report is read, but could not be read clearly or is not a genetic report.',
                    guard: doubtfulResult,
                    target: '#upload.doubtful',
                    actions: holdDoubtfulResult,
                  },
                  {
                    description: 'The report is read: its result.',
                    target: '#upload.success',
                    actions: acceptResult,
                  },
                ],
                onError: [
                  {
                    description:
                      'The server could not be reached, even after a few tries over 15 seconds: the job is kept.',
                    guard: {
                      type: 'isUnreachable',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#upload.connectionLost',
                    actions: { type: 'showToast', params: messages.reportConnectionLost },
                  },
                  {
                    description: 'The server could not read the report (422: unreadable...).',
                    target: '#upload.error',
                    actions: [
                      { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                      {
                        type: 'showUploadFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                      noLongerPending,
                    ],
                  },
                ],
              },
            },
          },
        },
      },
      on: {
        'upload.cancelled': {
          description: 'Cancel tells the server to drop the report (DELETE); nothing is kept.',
          target: 'idle',
          actions: dropJob,
        },
      },
    },
    connectionLost: {
      description:
        'The server could not be reached about the job. The report may still be read: "Check again" or Cancel.',
      on: {
        'job.retried': {
          description: '"Check again" asks the server about the job at once.',
          target: '#upload.processing.polling.checking',
        },
        'upload.cancelled': {
          description: 'Cancel tells the server to drop the report (DELETE); nothing is kept.',
          target: 'idle',
          actions: dropJob,
        },
      },
    },
    doubtful: {
      description:
        'The report was read, but the reading failed (why, which pages, how to retake the photo) or it is not a genetic test report. The file is kept; it counts as the report only once the patient keeps it. Choosing another file starts over.',
      on: {
        'report.kept': {
          description: '"Keep this file anyway": it becomes the report on file.',
          target: 'success',
          actions: [
            {
              type: 'reportUploaded',
              params: ({ context }) => ({ result: context.result as ReportResult }),
            },
            noLongerPending,
          ],
        },
      },
    },
    success: {
      description:
        'The report result view, under a green alert when it was read clearly as a genetic report.',
    },
    error: {
      description:
        'The server\'s reason when it gave one (not a PDF, an unreadable report), else "There was an error uploading your file. Please try again."',
    },
  },
  on: {
    'file.refused': {
      description:
        'A file the step cannot send (not a PDF, JPG or PNG; over 10MB; empty): its reason beside the drop area and as a toast. Whatever was under way goes on.',
      actions: 'showRefusal',
    },
    'file.selected': [
      {
        description:
          'Another file while a report waits or is read: that job is cancelled (DELETE) and the new file starts over.',
        guard: 'hasJob',
        target: '.sending',
        actions: { type: 'cancelJob', params: ({ context }) => ({ statusUrl: jobUrl(context) }) },
      },
      {
        description: 'Choosing a file (also mid-upload) starts over: the result is hidden.',
        target: '.sending',
      },
    ],
  },
});

function jobUrl(context: UploadContext): string {
  return context.job?.status_url ?? '';
}
