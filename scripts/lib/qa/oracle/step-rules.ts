import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { ThemePreference } from '@contract/options/themes';
import {
  messages,
  reportProcessedToast,
  stepToasts,
  uploadFailedToast,
} from '@machines/shared/messages';
import type { QaEvent } from '../qa-types';
import { reportFiles } from '../server-model';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';
import { backPage, enterSignedOut, isStep, nextPage, show } from './routing';
import { serverReasons } from './screen-texts';
import { retry } from './session-rules';

/** Expected outcomes of the steps taken inside the app (spec sections 2, 4, 8 and 9). */

const unchanged = (e: Expected): Outcome => ({ after: e, shown: null });

const withScreen = (e: Expected, change: Partial<Screen>): Expected => ({
  ...e,
  screen: { ...e.screen, ...change },
});

/**
 * What a page shows when it opens, from the world: the calendar loads or not, a report on file is
 * shown again or cannot be loaded.
 */
export function settleScreen(e: Expected, world: World): Expected {
  const { screen } = e;
  if (e.page === 'bookAppointment' && screen.booking === 'none') {
    const booking = { stub: 'ready', offline: 'unavailable', hang: 'loading' } as const;
    return withScreen(e, { booking: booking[world.embed] });
  }
  if (e.page === 'geneticReport' && screen.upload === 'none') {
    if (!e.reportOnFile) return withScreen(e, { upload: 'idle' });
    return withScreen(e, { upload: world.storedReportFails ? 'unavailable' : 'success' });
  }
  if (e.page === 'dashboardReport' && screen.report === 'none') {
    if (!e.reportOnFile) return withScreen(e, { report: 'empty' });
    return withScreen(e, { report: world.storedReportFails ? 'unavailable' : 'showing' });
  }
  return e;
}

/** Step 1: a state outside Michigan is not served (spec sections 2 and 8). */
export function chooseState(e: Expected, event: QaEvent): Outcome {
  const notServed = event.state !== 'MI';
  return {
    after: withScreen(e, { notServed }),
    shown: notServed ? messages.serviceNotAvailable : null,
  };
}

export function submitStep(e: Expected, event: QaEvent): Outcome {
  const step = event.step as OnboardingStepId;
  // Spec: Next is disabled while "yes" is chosen and no upload has succeeded.
  if (step === 'geneticReport' && e.reportAnswer && !e.reportOnFile) return unchanged(e);
  // The save waits while "Please sign in again" opens over the step (spec section 4: the token
  // is no longer accepted; docs/deviations.md: the answers are kept and saved after sign-in).
  if (event.server === 'refusesToken') return unchanged(withScreen(e, { signInAgain: true }));
  if (event.server === 'fails') return { after: e, shown: stepToasts[step].failed };
  const savedReport = step === 'geneticReport' ? e.reportAnswer : e.savedReport;
  const reportDraft = step === 'geneticReport' ? null : e.reportDraft;
  const completed = e.completed || step === 'bookAppointment';
  const after = show({ ...e, savedReport, reportDraft, completed }, nextPage(step, savedReport));
  return { after, shown: stepToasts[step].saved };
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
      const started = withScreen(
        { ...e, reportOnFile: false, uploading: true },
        { upload: 'sending', uploadError: null },
      );
      if (event.server === 'slow') return unchanged(started);
      if (!serverReads(world)) return failedUpload(started, null);
      // The server says why it refused the file, and the patient reads that reason.
      if (event.file !== 'report') return failedUpload(started, serverReasons.unsupportedFile);
      return read(started);
    }
    case 'qa.serverAnswers':
      return serverReads(world) ? read(e) : failedUpload(e, null);
    case 'qa.cancelUpload':
      return unchanged(
        withScreen({ ...e, uploading: false, reportOnFile: false }, { upload: 'idle' }),
      );
    default:
      return unchanged(e);
  }
}

/** The server reads the report only for a session it accepts, over a working connection. */
const serverReads = (world: World) => world.token === 'valid' && world.network === 'up';

function failedUpload(e: Expected, reason: string | null): Outcome {
  return {
    after: withScreen({ ...e, uploading: false }, { upload: 'error', uploadError: reason }),
    shown: uploadFailedToast(reason),
  };
}

function read(e: Expected): Outcome {
  return {
    after: withScreen({ ...e, uploading: false, reportOnFile: true }, { upload: 'success' }),
    shown: reportProcessedToast(reportFiles.report.variants),
  };
}

export function booking(e: Expected, event: QaEvent): Outcome {
  if (event.type === 'qa.book') {
    return { after: withScreen(e, { booking: 'booked' }), shown: messages.appointmentBooked };
  }
  return unchanged(withScreen(e, { booking: 'ready' }));
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
    case 'bookingLoadTimeout':
      return unchanged(withScreen(e, { booking: 'unavailable' }));
    default:
      return unchanged(e);
  }
}

export function toastStep(e: Expected, event: QaEvent): Outcome {
  return event.type === 'qa.closeToast' ? unchanged({ ...e, toast: null }) : unchanged(e);
}

export function theme(e: Expected, event: QaEvent): Outcome {
  if (event.type === 'qa.chooseTheme') {
    const chosen = event.theme as ThemePreference;
    return unchanged({ ...e, preference: chosen, storedTheme: chosen });
  }
  return unchanged({ ...e, osDark: event.dark === true });
}

/** Dark when chosen, or when following a dark operating system (spec section 4). */
export const expectsDark = (e: Expected): boolean =>
  e.preference === 'dark' || (e.preference === 'system' && e.osDark);
