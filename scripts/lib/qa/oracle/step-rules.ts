import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { ThemePreference } from '@contract/options/themes';
import { verbatim } from '@i18n/verbatim';
import {
  messages,
  reportProcessedToast,
  stepToasts,
  uploadFailedToast,
} from '@machines/shared/messages';
import type { QaEvent } from '../qa-types';
import { reportFiles, unsupportedFileDetail } from '../server-model';
import type { World } from '../world';
import type { Expected, Outcome } from './expected';
import { backPage, enterSignedOut, isStep, nextPage, show } from './routing';
import { retry } from './session-rules';

/** Expected outcomes of the steps taken inside the app (spec sections 2, 4, 8 and 9). */

const unchanged = (e: Expected): Outcome => ({ after: e, shown: null });

export function submitStep(e: Expected, event: QaEvent, removalConfirmed = false): Outcome {
  const step = event.step as OnboardingStepId;
  // Spec: Next is disabled while "yes" is chosen and no upload has succeeded.
  if (step === 'geneticReport' && e.reportAnswer && !e.reportOnFile) return unchanged(e);
  // Issue 23: "No" with a report on file or on its way asks before anything is deleted.
  const removes = !e.reportAnswer && (e.reportOnFile || e.uploading);
  if (step === 'geneticReport' && removes && !removalConfirmed) {
    return unchanged({ ...e, removalAsked: true });
  }
  if (event.server === 'refusesToken') return unchanged(e);
  if (event.server === 'fails') return { after: e, shown: stepToasts[step].failed };
  const savedReport = step === 'geneticReport' ? e.reportAnswer : e.savedReport;
  const reportDraft = step === 'geneticReport' ? null : e.reportDraft;
  const completed = e.completed || step === 'bookAppointment';
  const after = show({ ...e, savedReport, reportDraft, completed }, nextPage(step, savedReport));
  return { after, shown: stepToasts[step].saved };
}

/** "Delete report and continue" saves the held "No"; "Keep my report" saves nothing. */
export function answerRemoval(e: Expected, event: QaEvent): Outcome {
  if (!e.removalAsked) return unchanged(e);
  const answered = { ...e, removalAsked: false };
  if (event.type !== 'qa.confirmRemoval') return unchanged(answered);
  const server = event.server ?? 'accepts';
  const outcome = submitStep(answered, { type: 'qa.submit', step: 'geneticReport', server }, true);
  // Saved: the report is gone; not saved: it is still on file.
  if (server !== 'accepts') return outcome;
  return { ...outcome, after: { ...outcome.after, reportOnFile: false, uploading: false } };
}

export function goBack(e: Expected): Outcome {
  const target = isStep(e.page) ? backPage(e.page) : null;
  if (!target) return unchanged(e);
  return unchanged(show(e, target.page, target.alias));
}

export function upload(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.type) {
    case 'qa.answerReport':
      return unchanged({
        ...e,
        reportAnswer: event.hasReport === true,
        reportDraft: event.hasReport === true,
      });
    case 'qa.chooseFile': {
      // A new file voids the earlier result until it is read (spec section 4).
      const started = { ...e, reportOnFile: false, uploading: true };
      if (event.server === 'slow') return unchanged(started);
      if (!serverReads(world)) return failedUpload(started, null);
      // The server says why it refused the file, and the patient reads that reason.
      if (event.file !== 'report') return failedUpload(started, unsupportedFileDetail);
      return read(started);
    }
    case 'qa.serverAnswers':
      return serverReads(world) ? read(e) : failedUpload(e, null);
    case 'qa.cancelUpload':
      return unchanged({ ...e, uploading: false, reportOnFile: false });
    default:
      return unchanged(e);
  }
}

/** The server reads the report only for a session it accepts, over a working connection. */
const serverReads = (world: World) => world.token === 'valid' && world.network === 'up';

function failedUpload(e: Expected, reason: string | null): Outcome {
  // The modelled server sends its reason as `detail` alone: the app shows it as it came.
  return {
    after: { ...e, uploading: false },
    shown: uploadFailedToast(reason === null ? null : verbatim(reason)),
  };
}

function read(e: Expected): Outcome {
  return {
    after: { ...e, uploading: false, reportOnFile: true },
    shown: reportProcessedToast(reportFiles.report.variants),
  };
}

export function booking(e: Expected, event: QaEvent): Outcome {
  return event.type === 'qa.book' ? { after: e, shown: messages.appointmentBooked } : unchanged(e);
}

/** The named delay a `qa.wait` step lets pass (`xstate.after.<delay>.<state id>`). */
export const delayOf = (event: QaEvent): string => String(event.timer).split('.')[2] ?? '';

export function wait(e: Expected, event: QaEvent, world: World): Outcome {
  switch (delayOf(event)) {
    case 'callbackRedirectDelay':
      return unchanged(enterSignedOut(e, '/'));
    case 'reconnectDelay':
      return retry(e, world);
    case 'toastDuration':
      return unchanged({ ...e, toast: null });
    default:
      return unchanged(e);
  }
}

export function toastStep(e: Expected, event: QaEvent): Outcome {
  return event.type === 'qa.closeToast' ? unchanged({ ...e, toast: null }) : unchanged(e);
}

export function theme(e: Expected, event: QaEvent): Outcome {
  if (event.type === 'qa.chooseTheme') {
    return unchanged({ ...e, preference: event.theme as ThemePreference });
  }
  return unchanged({ ...e, osDark: event.dark === true });
}

/** Dark when chosen, or when following a dark operating system (spec section 4). */
export const expectsDark = (e: Expected): boolean =>
  e.preference === 'dark' || (e.preference === 'system' && e.osDark);
