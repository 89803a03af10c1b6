import { resumeStep } from '@contract/onboarding/resume';
import type { UserProfile } from '@contract/profile/profile';
import type { ActorLogic } from 'xstate';
import {
  chooseTheme,
  closeToast,
  hoverToast,
  osTheme,
  retry,
  wait,
} from './actions/app-wide-actions';
import { book, retryBooking } from './actions/booking-actions';
import {
  cancelEdit,
  changePassword,
  closeSchedule,
  deleteAccount,
  download,
  editProfile,
  saveProfile,
  schedule,
} from './actions/dashboard-actions';
import { chooseLanguage } from './actions/language-actions';
import { machineEvent } from './actions/machine-events';
import {
  openMailLink,
  resendConfirmation,
  retryConfirm,
  setPassword,
} from './actions/mail-link-actions';
import { follow, logout, open, reload } from './actions/navigation-actions';
import { network } from './actions/network-actions';
import { answerLeave, routeWhileAsking, typeUnsaved } from './actions/profile-leave-actions';
import { askReset, otherAddress } from './actions/recovery-actions';
import { fixConfirmPassword } from './actions/register-form-actions';
import { chooseNotReport, keepFile, refuseFile } from './actions/report-doubt-actions';
import {
  cancelReplace,
  deleteReport,
  replaceReport,
  uploadReplacement,
} from './actions/report-page-actions';
import { serverAnswers } from './actions/server-answers';
import { sessionEnds, signInAgain } from './actions/session-actions';
import { activityFails, exportRecord, retryActivity } from './actions/settings-actions';
import { google, login, register } from './actions/sign-in-actions';
import {
  answerReport,
  back,
  chooseState,
  confirmRemoval,
  keepReport,
  submit,
} from './actions/step-actions';
import {
  cancelUpload,
  checkAgain,
  chooseFile,
  moveInQueue,
  reloadReport,
} from './actions/upload-actions';
import { givenById } from './givens';
import { findMachine } from './live-system';
import { compareStep } from './model-check';
import { closedBrowser } from './oracle/expected';
import { knownDefectOf } from './oracle/known-defects';
import { expectStep, thenOf } from './oracle/oracle';
import { dialogOpen, type QaAction, type QaEvent, type QaState } from './qa-types';
import { StepContext } from './step-context';
import { viewOf } from './view';

/** Every kind of step a QA path can take. */
export const qaActions: QaAction[] = [
  open,
  reload,
  follow,
  login,
  register,
  google,
  logout,
  chooseState,
  submit,
  back,
  answerReport,
  confirmRemoval,
  keepReport,
  chooseFile,
  cancelUpload,
  moveInQueue,
  checkAgain,
  reloadReport,
  chooseNotReport,
  keepFile,
  refuseFile,
  replaceReport,
  cancelReplace,
  uploadReplacement,
  deleteReport,
  typeUnsaved,
  answerLeave,
  routeWhileAsking,
  serverAnswers,
  book,
  retryBooking,
  wait,
  hoverToast,
  closeToast,
  chooseTheme,
  osTheme,
  retry,
  network,
  signInAgain,
  sessionEnds,
  editProfile,
  cancelEdit,
  saveProfile,
  schedule,
  closeSchedule,
  download,
  changePassword,
  deleteAccount,
  exportRecord,
  activityFails,
  retryActivity,
  askReset,
  otherAddress,
  openMailLink,
  setPassword,
  retryConfirm,
  resendConfirmation,
  fixConfirmPassword,
  chooseLanguage,
  machineEvent,
];

export function actionOf(type: string): QaAction {
  const action = qaActions.find((candidate) => candidate.type === type);
  if (!action) throw new Error(`No QA action ${type}`);
  return action;
}

/** Where a path starts: the Given's world, the browser not open yet. */
export function initialState(givenId: string): QaState {
  const { world } = givenById(givenId);
  return {
    status: 'active',
    output: undefined,
    error: undefined,
    given: givenId,
    persisted: null,
    world,
    view: viewOf(null),
    last: null,
    expected: closedBrowser(world.theme, world.osDark, world.token !== 'none', world.language),
    shows: null,
    mismatches: [],
    withheld: null,
    depth: 0,
    event: null,
    history: [],
    machineLevel: false,
  };
}

/** What the screens tell the machines by themselves: step 4's form sends its opening answer. */
function screenSignals(step: StepContext, before: QaState, event: QaEvent): void {
  const onboarding = step.root ? findMachine(step.root, 'onboarding') : undefined;
  const context = onboarding?.snapshot.context as
    | { page: string; profile: UserProfile }
    | undefined;
  if (context?.page !== 'geneticReport') return;
  const reopened = before.view.page?.id !== 'geneticReport' || event.type === 'qa.open';
  if (!reopened) return;
  const hasReport = step.world.reportDraft ?? context.profile.hasGeneticReport;
  step.send('onboarding', { type: 'report.answered', hasReport });
}

/** One step of the model: the live machines, the world around them and the oracle, side by side. */
export function takeStep(state: QaState, event: QaEvent): QaState {
  if (event.type === 'qa.machineEvent') return takeMachineStep(state, event);
  const step = new StepContext(state.world, state.persisted);
  actionOf(event.type).perform(step, event, state);
  step.settle();
  screenSignals(step, state, event);
  step.settle();
  const savesStep4 =
    (event.type === 'qa.submit' && event.step === 'geneticReport') ||
    event.type === 'qa.confirmRemoval';
  if (savesStep4 && event.server === 'accepts') {
    step.world = { ...step.world, reportDraft: null };
  }
  const view = viewOf(step.root);
  const persisted = step.finish();
  const outcome = expectStep(state.expected, event, state.world);
  const firstName = step.world.account?.stored.firstName ?? '';
  const next: QaState = {
    ...state,
    persisted,
    world: step.world,
    view,
    last: step.record,
    expected: outcome.after,
    shows: thenOf(outcome, event, firstName, state.expected),
    mismatches: [],
    withheld: null,
    depth: state.depth + 1,
    event,
    history: [...state.history, event],
  };
  next.mismatches = compareStep(next, outcome);
  next.withheld = knownDefectOf(state, event, next);
  return next;
}

/** A machine-level step: the event alone, no server answers, no oracle. */
function takeMachineStep(state: QaState, event: QaEvent): QaState {
  const step = new StepContext(state.world, state.persisted);
  actionOf(event.type).perform(step, event, state);
  const view = viewOf(step.root);
  const persisted = step.finish();
  return {
    ...state,
    persisted,
    world: step.world,
    view,
    last: step.record,
    shows: null,
    mismatches: [],
    withheld: null,
    depth: state.depth + 1,
    event,
    history: [...state.history, event],
    machineLevel: true,
  };
}

/**
 * The steps that can be taken now: none once the machines and the oracle disagree (what follows
 * would compare two different stories), or after a step withheld for a known defect.
 */
export function offersOf(state: QaState, anyStep = false): QaEvent[] {
  if (!anyStep && (state.withheld || state.mismatches.length > 0)) return [];
  if (state.machineLevel || state.withheld || state.mismatches.length > 0) {
    return machineEvent.offers(state);
  }
  const offered = qaActions.flatMap((action) => action.offers(state));
  // A dialog covers the page: only its own buttons, the browser and time are left.
  return dialogOpen(state) ? offered.filter((event) => overDialogs.has(event.type)) : offered;
}

const overDialogs = new Set<string>([
  'qa.signInAgain',
  'qa.network',
  'qa.reload',
  'qa.wait',
  'qa.hoverToast',
  'qa.closeToast',
  'qa.serverAnswers',
  'qa.deleteAccount',
  'qa.deleteReport',
  'qa.answerLeave',
  'qa.routeWhileAsking',
  'qa.closeSchedule',
  'qa.book',
  'qa.retryBooking',
]);

/** Identifies a state for the traversal: what the live system, the world and the oracle hold. */
export function serializeState(state: QaState): string {
  const { world, view, expected } = state;
  return JSON.stringify({
    given: state.given,
    page: view.page,
    machines: Object.fromEntries(Object.entries(view.machines).map(([id, m]) => [id, m.value])),
    facts: view.facts,
    requests: view.requests,
    timers: view.timers.map((timer) => timer.eventType),
    world: {
      ...world,
      account: world.account && {
        kind: world.account.kind,
        resume: resumeStep(world.account.stored),
        report: world.account.latestReportId,
        stored: world.account.stored,
      },
    },
    expected,
    freshToast: (state.last?.toasts.length ?? 0) > 0,
    withheld: state.withheld,
    machineLevel: state.machineLevel,
  });
}

/** The QA model as actor logic, for xstate/graph (getShortestPaths, getSimplePaths, TestModel). */
export const qaLogic = {
  config: undefined,
  transition: (state: QaState, event: QaEvent) => takeStep(state, event),
  getInitialSnapshot: (_scope: unknown, input: unknown) =>
    initialState(typeof input === 'string' ? input : 'visitor'),
  getPersistedSnapshot: (state: QaState) => state,
  restoreSnapshot: (state: QaState) => state,
} as unknown as ActorLogic<QaState, QaEvent, string>;
