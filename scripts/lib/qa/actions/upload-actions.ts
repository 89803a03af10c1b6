import { line, quoted, type StepLine } from '../gherkin/lines';
import { uploadedFile } from '../gherkin/scenario';
import {
  accepts,
  pageIs,
  type QaAction,
  type QaEvent,
  type QaState,
  qaEvent,
  stateValueOf,
} from '../qa-types';
import { type ReportFileKind, reportFiles } from '../server-model';
import { uploadRequest } from './server-answers';

/** The upload area is on screen: step 4 with "Yes". */
export const uploadShown = (state: QaState) =>
  pageIs(state, 'geneticReport') &&
  state.view.facts.reportAnswer &&
  accepts(state, 'upload', 'file.selected');

export const uploading = (state: QaState) => accepts(state, 'upload', 'upload.cancelled');

/** The queue the paths hold: the next upload waits behind this many reports. */
export const reportsAhead = 2;

const fileWords: Record<ReportFileKind, string> = {
  report: 'their genetic report (a PDF naming one variant)',
  unreadable: 'a file that is not a PDF, JPEG or PNG (named .pdf)',
  damaged: 'a damaged PDF',
  notReport: 'a PDF that is no genetic test report (a dental invoice)',
  empty: 'an empty file named .pdf',
};

/**
 * A file chosen: the server answers at its own pace, is slow to take the file, or holds it in
 * its queue behind other reports (the stand-in for a busy server, docs/qa.md).
 */
export const chooseFile: QaAction = {
  type: 'qa.chooseFile',
  offers: (state) => {
    // While a report is on its way the step shows its progress and Cancel, no drop area.
    if (!uploadShown(state) || uploading(state)) return [];
    return [
      qaEvent('qa.chooseFile', { file: 'report', server: 'answers' }),
      qaEvent('qa.chooseFile', { file: 'report', server: 'slow' }),
      qaEvent('qa.chooseFile', { file: 'report', server: 'queued' }),
      qaEvent('qa.chooseFile', { file: 'unreadable', server: 'answers' }),
      qaEvent('qa.chooseFile', { file: 'damaged', server: 'answers' }),
    ];
  },
  perform: (step, event) => {
    const held = step.world.held.filter((src) => src !== 'uploadReport');
    step.world = {
      ...step.world,
      held: event.server === 'slow' ? [...held, 'uploadReport'] : held,
      holdQueue: event.server === 'queued' ? reportsAhead : null,
    };
    const file = reportFiles[event.file as ReportFileKind];
    step.send('upload', { type: 'file.selected', file: new File(['%PDF-1.4'], file.name) });
  },
  when: (event) => {
    const what = `the patient uploads ${fileWords[event.file as ReportFileKind]}`;
    if (event.server === 'slow') return `${what}, and the server is slow to take it`;
    if (event.server === 'queued') return `${what}, which waits behind ${reportsAhead} others`;
    return what;
  },
  steps: (event) => {
    const server: Record<string, StepLine[]> = {
      answers: [],
      slow: [line(`the server is slow to answer ${quoted(uploadRequest)}`)],
      queued: [
        line(
          `the server's report queue holds the next upload behind ${reportsAhead} other reports`,
        ),
      ],
    };
    return [
      ...(server[String(event.server)] ?? []),
      line(`the patient uploads the file ${quoted(uploadedFile(event.file as ReportFileKind))}`),
    ];
  },
};

export const cancelUpload: QaAction = {
  type: 'qa.cancelUpload',
  offers: (state) => (uploadShown(state) && uploading(state) ? [qaEvent('qa.cancelUpload')] : []),
  perform: (step) => {
    step.world = { ...step.world, held: step.world.held.filter((src) => src !== 'uploadReport') };
    step.send('upload', { type: 'upload.cancelled' });
  },
  when: () => 'the patient presses Cancel while the report is on its way',
  steps: () => [line(`the patient presses ${quoted('Cancel')}`)],
};

type Move = 'ahead' | 'reading' | 'requeued' | 'read';

const moveWords: Record<Move, string> = {
  ahead: 'one report ahead of it is read: 1 report is ahead now',
  reading: 'the server starts reading the report',
  requeued: 'the server puts the report back in its queue behind 1 other report (it restarted)',
  read: 'the server finishes reading the report',
};

/** Where a report held in the queue goes next, as the server tells the step when it asks. */
export const moveInQueue: QaAction = {
  type: 'qa.queue',
  offers: (state) => {
    const { job } = state.world;
    const asking = JSON.stringify(stateValueOf(state, 'upload') ?? null).includes('"processing"');
    if (!job?.held || !uploadShown(state) || !asking) return [];
    const moves: Move[] =
      job.status === 'queued'
        ? [...(job.ahead > 1 ? (['ahead'] as const) : []), 'reading', 'read']
        : ['requeued', 'read'];
    return moves.map((move) => qaEvent('qa.queue', { move }));
  },
  perform: (step, event) => {
    const job = step.world.job;
    if (!job) return;
    const moved = {
      ahead: { ...job, ahead: 1 },
      reading: { ...job, status: 'reading' as const, ahead: 0 },
      requeued: { ...job, status: 'queued' as const, ahead: 1 },
      read: { ...job, held: false },
    }[event.move as Move];
    step.world = { ...step.world, job: moved };
  },
  when: (event) => moveWords[event.move as Move],
  steps: (event: QaEvent) => {
    const move = event.move as Move;
    if (move === 'ahead' || move === 'requeued') {
      return [line("the server's report queue now has the report behind 1 other report")];
    }
    return [line(move === 'reading' ? 'the server starts reading the report' : moveWords.read)];
  },
};

/** "Check again" after the connection was lost while the report was read. */
export const checkAgain: QaAction = {
  type: 'qa.checkAgain',
  offers: (state) =>
    pageIs(state, 'geneticReport') && accepts(state, 'upload', 'job.retried')
      ? [qaEvent('qa.checkAgain')]
      : [],
  perform: (step) => step.send('upload', { type: 'job.retried' }),
  when: () => 'the patient presses "Check again"',
  steps: () => [line(`the patient presses ${quoted('Check again')}`)],
};

/** The results of a report on file load again: "Try again" on step 4 or on My genetic report. */
export const reloadReport: QaAction = {
  type: 'qa.reloadReport',
  offers: (state) =>
    (uploadShown(state) && accepts(state, 'upload', 'report.reload')) ||
    accepts(state, 'dashboard', 'report.reload')
      ? [qaEvent('qa.reloadReport')]
      : [],
  perform: (step) => {
    step.world = { ...step.world, storedReportFails: false };
    step.send(step.has('upload') ? 'upload' : 'dashboard', { type: 'report.reload' });
  },
  when: () => 'the server can load the results again, and the patient presses "Try again"',
  steps: () => [
    line(`the server answers ${quoted(storedResultRequest)} normally again`),
    line(`the patient presses ${quoted('Try again')}`),
  ],
};

/**
 * The stored results of a report (docs/api.md): a GET. Its path is also the one a report is
 * deleted at, the first request of a replacement, which this failure does not touch.
 */
export const storedResultRequest = 'GET /api/genetic-report/report/*';
