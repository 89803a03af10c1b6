import { verbatim } from '@i18n/verbatim';
import { messages, reportProcessedToast, uploadFailedToast } from '@machines/shared/messages';
import { doubtfulReportToasts } from '@machines/upload/report-toasts';
import { reportsAhead } from '../actions/upload-actions';
import type { QaEvent } from '../qa-types';
import { type ReportFileKind, reportFiles } from '../server-model';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';
import { serverReasons } from './screen-texts';

/**
 * Step 4's upload area (spec sections 2, 4 and 8; issue 15: the server's report queue): what a
 * file, the queue, the connection and "Try again" show.
 */

const unchanged = (e: Expected): Outcome => ({ after: e, shown: null });

const withScreen = (e: Expected, change: Partial<Screen>): Expected => ({
  ...e,
  screen: { ...e.screen, ...change },
});

/** The server reads the report only for a session it accepts, over a working connection. */
const serverReads = (world: World) => world.token === 'valid' && world.network === 'up';

function failedUpload(e: Expected, reason: string | null): Outcome {
  // The modelled server sends its reason as `detail` alone: the app shows it as it came.
  return {
    after: withScreen({ ...e, uploading: false }, { upload: 'error', uploadError: reason }),
    shown: uploadFailedToast(reason === null ? null : verbatim(reason)),
  };
}

function read(e: Expected): Outcome {
  return {
    after: withScreen({ ...e, uploading: false, reportOnFile: true }, { upload: 'success' }),
    shown: reportProcessedToast(reportFiles.report.variants),
  };
}

/** Read, but no genetic test report: kept on the server, not yet the patient's report (issue 23). */
const doubtful = (e: Expected): Outcome => ({
  after: withScreen(e, { upload: 'doubtful' }),
  shown: doubtfulReportToasts.notReport,
});

/** The server's answer once it has read a file: the result, or why it could not read it. */
function answerOf(e: Expected, file: ReportFileKind): Outcome {
  if (file === 'damaged') return failedUpload(e, serverReasons.damagedPdf);
  return file === 'notReport' ? doubtful(e) : read(e);
}

/** The browser's own words for the empty file it refuses (report-file-rules.ts), as QA reads them. */
export const emptyFileRefusal = 'This file is empty. Please choose another file.';

function chooseFile(e: Expected, event: QaEvent, world: World): Outcome {
  // A new file voids the earlier result until it is read (spec section 4).
  const started = withScreen(
    { ...e, reportOnFile: false, uploading: true },
    { upload: 'sending', uploadError: null, uploadKept: false, refusal: null },
  );
  if (event.server === 'slow') return unchanged(started);
  if (!serverReads(world)) return failedUpload(started, null);
  // The server says why it refused the file, and the patient reads that reason.
  if (event.file === 'unreadable') return failedUpload(started, serverReasons.unsupportedFile);
  if (event.server === 'queued') {
    return unchanged(withScreen(started, { upload: 'queued', ahead: reportsAhead }));
  }
  return answerOf(started, event.file as ReportFileKind);
}

function moveInQueue(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.move) {
    case 'ahead':
    case 'requeued':
      return unchanged(withScreen(e, { upload: 'queued', ahead: 1 }));
    case 'reading':
      return unchanged(withScreen(e, { upload: 'reading', ahead: 0 }));
    default:
      return answerOf(e, world.job?.file ?? 'report');
  }
}

/** The browser goes offline or comes back: only a report being read notices at once. */
function network(e: Expected, event: QaEvent): Outcome {
  const waiting = e.screen.upload === 'queued' || e.screen.upload === 'reading';
  if (event.online === false && e.page === 'geneticReport' && waiting) {
    return {
      after: withScreen(e, { upload: 'connectionLost' }),
      shown: messages.reportConnectionLost,
    };
  }
  return unchanged(e);
}

/** "Check again": the job as the server has it now, or the connection is still lost. */
function checkAgain(e: Expected, world: World): Outcome {
  const { job } = world;
  if (world.network !== 'up') return { after: e, shown: messages.reportConnectionLost };
  if (job?.held) return unchanged(withScreen(e, { upload: job.status, ahead: job.ahead }));
  return answerOf(e, job?.file ?? 'report');
}

export function upload(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.type) {
    case 'qa.answerReport':
      return unchanged({
        ...withScreen(e, { refusal: null }),
        reportAnswer: event.hasReport === true,
        reportDraft: event.hasReport === true,
      });
    case 'qa.chooseFile':
      return chooseFile(e, event, world);
    case 'qa.chooseNotReport':
      return chooseFile(e, { ...event, file: 'notReport', server: 'answers' }, world);
    case 'qa.keepFile':
      return unchanged(
        withScreen(
          { ...e, uploading: false, reportOnFile: true },
          { upload: 'success', uploadKept: true },
        ),
      );
    case 'qa.refuseFile':
      return {
        after: withScreen(e, { refusal: emptyFileRefusal }),
        shown: uploadFailedToast(verbatim(emptyFileRefusal)),
      };
    case 'qa.serverAnswers':
      return serverReads(world) ? read(e) : failedUpload(e, null);
    case 'qa.queue':
      return moveInQueue(e, event, world);
    case 'qa.network':
      return network(e, event);
    case 'qa.checkAgain':
      return checkAgain(e, world);
    case 'qa.reloadReport':
      if (e.page === 'dashboardSummary') return unchanged(withScreen(e, { summary: 'ready' }));
      return unchanged(
        e.page === 'dashboardReport'
          ? withScreen(e, { report: 'showing' })
          : withScreen(e, { upload: 'success' }),
      );
    case 'qa.cancelUpload':
      return unchanged(
        withScreen({ ...e, uploading: false, reportOnFile: false }, { upload: 'idle' }),
      );
    default:
      return unchanged(e);
  }
}
