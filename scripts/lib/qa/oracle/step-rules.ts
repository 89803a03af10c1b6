import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { ThemePreference } from '@contract/options/themes';
import { appDelays } from '@machines/app/app-setup';
import { bookingDelays } from '@machines/booking/booking.machine';
import { messages, stepToasts } from '@machines/shared/messages';
import { signInDelays } from '@machines/sign-in/sign-in.machine';
import { toastDelays } from '@machines/toast/toast.machine';
import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';
import { backPage, enterSignedOut, isStep, nextPage, show } from './routing';
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
  const calendarShown = e.page === 'bookAppointment' || screen.scheduling;
  if (calendarShown && screen.booking === 'none') {
    const booking = { stub: 'ready', offline: 'unavailable', hang: 'loading' } as const;
    return withScreen(e, { booking: booking[world.embed] });
  }
  if (e.page === 'geneticReport' && screen.upload === 'none') {
    // A report sent earlier and still in the queue is shown again (issue 15), unless one is
    // on file already: that one's results show (the waiting one counts once it is read).
    const { job } = world;
    if (!e.reportOnFile && job?.held)
      return withScreen(e, { upload: job.status, ahead: job.ahead });
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

export function submitStep(e: Expected, event: QaEvent, removalConfirmed = false): Outcome {
  const step = event.step as OnboardingStepId;
  // Spec: Next is disabled while "yes" is chosen and no upload has succeeded.
  if (step === 'geneticReport' && e.reportAnswer && !e.reportOnFile) return unchanged(e);
  // Issue 23: "No" with a report on file or on its way asks before anything is deleted.
  const removes = !e.reportAnswer && (e.reportOnFile || e.uploading);
  if (step === 'geneticReport' && removes && !removalConfirmed) {
    return unchanged({ ...e, removalAsked: true });
  }
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

/** "Delete report and continue" saves the held "No"; "Keep my report" saves nothing. */
export function answerRemoval(e: Expected, event: QaEvent): Outcome {
  if (!e.removalAsked) return unchanged(e);
  const answered = { ...e, removalAsked: false };
  if (event.type !== 'qa.confirmRemoval') return unchanged(answered);
  const server = event.server ?? 'accepts';
  // Not saved: the report is still on file.
  if (server !== 'accepts') {
    return submitStep(answered, { type: 'qa.submit', step: 'geneticReport', server }, true);
  }
  return acceptedSave(answered, 'geneticReport');
}

/**
 * A save the server accepts after the patient confirmed it (a save held while signing in again
 * was confirmed before it was sent): a "No" on step 4 deletes the report with it.
 */
export function acceptedSave(e: Expected, step: string): Outcome {
  const outcome = submitStep(e, { type: 'qa.submit', step, server: 'accepts' }, true);
  if (step !== 'geneticReport' || e.reportAnswer) return outcome;
  return { ...outcome, after: { ...outcome.after, reportOnFile: false, uploading: false } };
}

export function goBack(e: Expected): Outcome {
  const target = isStep(e.page) ? backPage(e.page) : null;
  if (!target) return unchanged(e);
  return unchanged(show(e, target.page, target.alias));
}

export function booking(e: Expected, event: QaEvent): Outcome {
  // On Appointments the scheduling dialog closes with the booking (the new time is saved).
  if (event.type === 'qa.book' && e.screen.scheduling) {
    return {
      after: withScreen(e, { scheduling: false, booking: 'none' }),
      shown: messages.appointmentBooked,
    };
  }
  if (event.type === 'qa.book') {
    return { after: withScreen(e, { booking: 'booked' }), shown: messages.appointmentBooked };
  }
  return unchanged(withScreen(e, { booking: 'ready' }));
}

/** The named delay a `qa.wait` step lets pass (`xstate.after.<delay>.<state id>`). */
/**
 * What happens when time passes (spec sections 4 and 9, docs/deviations.md), each rule with the
 * timer it waits for and whether that timer runs now: letting T ms pass ends every timer due by
 * then, the shortest first.
 */
const timerRules: Array<{ ms: number; run(e: Expected, world: World): Expected | null }> = [
  {
    ms: signInDelays.callbackRedirectDelay,
    run: (e) => (e.page === 'googleCallback' ? enterSignedOut(e, '/') : null),
  },
  { ms: toastDelays.toastDuration, run: (e) => (e.toast ? { ...e, toast: null } : null) },
  {
    ms: appDelays.reconnectDelay,
    run: (e, world) => (e.page === 'serverUnreachable' ? retry(e, world).after : null),
  },
  {
    ms: bookingDelays.bookingLoadTimeout,
    run: (e) => (e.screen.booking === 'loading' ? withScreen(e, { booking: 'unavailable' }) : null),
  },
];

export function wait(e: Expected, event: QaEvent, world: World): Outcome {
  let after = e;
  for (const rule of [...timerRules].sort((a, b) => a.ms - b.ms)) {
    if (rule.ms <= Number(event.ms)) after = rule.run(after, world) ?? after;
  }
  return unchanged(after);
}

/** Letting this much time pass closes any message (its duration, spec section 9). */
export const closesMessages = (event: QaEvent): boolean =>
  event.type === 'qa.wait' && Number(event.ms) >= toastDelays.toastDuration;

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
