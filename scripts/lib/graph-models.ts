import { signedInScopes } from './graph-scopes-signed-in';
import type { QaEvent, QaState } from './qa/qa-types';

/**
 * The QA model is explored in scopes: a Given (a precondition the real server can produce) and
 * the kinds of steps worth taking from it, to a bounded depth. The whole product's state space
 * is too large to walk at once (every answer saved changes what the server holds); starting
 * close to the behaviour of interest, through the API, keeps each scope small.
 */
export interface Scope {
  given: string;
  /** The step kinds taken in this scope (`qa.open` is always allowed). */
  steps: string[];
  /** How many steps deep the scope is explored. */
  depth: number;
  /** Timers of the toast machine are waited for only where messages are the subject. */
  toastTimers?: boolean;
  /**
   * Machine level: account recovery and the patient's security record (issue 25: links in mail,
   * "Forgot password?", "Confirm your email", "Recent activity") are walked in scopes of their
   * own, with only their events, rather than multiplying every other scope.
   */
  recovery?: boolean;
  /** Machine level: the upload and its job answer a reading that failed (issue 23). */
  unreadable?: boolean;
  /** Machine level: only these event types, and the answers of these requests, are offered. */
  only?: string[];
}

const signingIn = [
  'qa.follow',
  'qa.login',
  'qa.register',
  'qa.google',
  'qa.wait',
  'qa.retry',
  'qa.network',
];
const onboarding = [
  'qa.reload',
  'qa.follow',
  'qa.logout',
  'qa.chooseState',
  'qa.submit',
  'qa.back',
  'qa.answerReport',
  'qa.confirmRemoval',
  'qa.keepReport',
  'qa.chooseFile',
  'qa.cancelUpload',
  'qa.queue',
  'qa.checkAgain',
  'qa.reloadReport',
  'qa.network',
  'qa.serverAnswers',
  'qa.book',
  'qa.retryBooking',
  'qa.wait',
  'qa.signInAgain',
];
const dashboard = [
  'qa.follow',
  'qa.editProfile',
  'qa.cancelEdit',
  'qa.saveProfile',
  'qa.signInAgain',
  'qa.schedule',
  'qa.closeSchedule',
  'qa.book',
  'qa.changePassword',
  'qa.deleteAccount',
];
const uploads = [
  'qa.reload',
  'qa.answerReport',
  'qa.chooseFile',
  'qa.cancelUpload',
  'qa.queue',
  'qa.network',
  'qa.checkAgain',
];
const theme = ['qa.chooseTheme', 'qa.osTheme', 'qa.follow'];
const messages = ['qa.login', 'qa.register', 'qa.hoverToast', 'qa.closeToast', 'qa.wait'];

export const scopes: Scope[] = [
  // The dashboard's pages first: following links one after the other makes one long walk.
  { given: 'finished', steps: ['qa.follow'], depth: 6 },
  { given: 'visitor', steps: signingIn, depth: 4 },
  { given: 'registered', steps: signingIn, depth: 3 },
  // "Forgot password?" from the sign-in page: the link asked for, again, another address.
  { given: 'registered', steps: ['qa.follow', 'qa.askReset', 'qa.otherAddress'], depth: 4 },
  { given: 'registered-profile-unreachable', steps: signingIn, depth: 4 },
  {
    given: 'registered-slow-profile',
    steps: ['qa.login', 'qa.follow', 'qa.serverAnswers', 'qa.sessionEnds'],
    depth: 4,
  },
  { given: 'registered-at-genetic-report', steps: signingIn, depth: 4 },
  { given: 'stale-token', steps: signingIn, depth: 2 },
  { given: 'server-unreachable', steps: signingIn, depth: 4 },
  { given: 'signed-in-at-personalInfo', steps: onboarding, depth: 4 },
  { given: 'signed-in-at-medicalCondition', steps: onboarding, depth: 3 },
  { given: 'signed-in-at-medicalHistory', steps: onboarding, depth: 3 },
  { given: 'signed-in-at-geneticReport', steps: onboarding, depth: 4 },
  // The report queue: a file held behind others, its moves, the connection, Cancel, a reload.
  { given: 'signed-in-at-geneticReport', steps: uploads, depth: 6 },
  { given: 'signed-in-at-geneticReport-job-list-fails', steps: uploads, depth: 2 },
  { given: 'signed-in-at-medicalChecklist', steps: onboarding, depth: 3 },
  { given: 'signed-in-at-bookAppointment-with-report', steps: onboarding, depth: 3 },
  { given: 'signed-in-at-bookAppointment-embed-offline', steps: onboarding, depth: 3 },
  { given: 'signed-in-at-bookAppointment-embed-hang', steps: onboarding, depth: 3 },
  { given: 'report-on-file', steps: onboarding, depth: 4 },
  { given: 'report-results-unavailable', steps: onboarding, depth: 2 },
  { given: 'finished', steps: ['qa.follow', 'qa.logout', 'qa.reload', ...theme], depth: 3 },
  { given: 'finished', steps: dashboard, depth: 4 },
  { given: 'finished-with-report', steps: ['qa.reload', 'qa.download'], depth: 3 },
  {
    given: 'finished-report-unavailable',
    steps: ['qa.reload', 'qa.reloadReport', 'qa.replaceReport', 'qa.uploadReplacement'],
    depth: 3,
  },
  { given: 'finished-dark-theme', steps: theme, depth: 2 },
  { given: 'visitor-light-theme-dark-os', steps: theme, depth: 3 },
  { given: 'registered', steps: messages, depth: 4, toastTimers: true },
  ...signedInScopes,
  // Terms and Privacy: from the sign-in page, by address, from each other, and home again.
  { given: 'visitor', steps: ['qa.follow'], depth: 4 },
  // Links in mail (issue 25): a new password (its failures, the link used twice, a cut-short
  // address), the address confirmed (used twice, out of reach then "Try again").
  { given: 'reset-link', steps: ['qa.openMailLink', 'qa.setPassword', 'qa.follow'], depth: 4 },
  { given: 'confirm-link', steps: ['qa.openMailLink', 'qa.follow'], depth: 3 },
  { given: 'confirm-link-unreachable', steps: ['qa.openMailLink', 'qa.retryConfirm'], depth: 3 },
  // "Send again" under "Confirm your email", and its failure.
  { given: 'finished', steps: ['qa.resendConfirmation'], depth: 3 },
  // The register form's problem goes once "Confirm Password" is typed again, the same.
  { given: 'registered', steps: ['qa.register', 'qa.fixConfirmPassword'], depth: 3 },
];

const toastStep = (event: QaEvent) =>
  (event.type === 'qa.wait' && event.machine === 'toast') ||
  event.type === 'qa.hoverToast' ||
  event.type === 'qa.closeToast';

/** Whether a step belongs to the scope. */
export function inScope(scope: Scope, event: QaEvent): boolean {
  if (event.type === 'qa.open' || event.type === 'qa.machineEvent') return true;
  if (!scope.steps.includes(event.type)) return false;
  return scope.toastTimers === true || !toastStep(event);
}

/** The scope stops growing at its depth. */
export const beyondScope = (scope: Scope) => (state: QaState) => state.depth >= scope.depth;
