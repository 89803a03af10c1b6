import { registrationFields } from '@contract/registration';
import { english } from '@i18n/english';
import type { Message } from '@i18n/message';
import {
  selectActivityStatus,
  selectDeletionFailure,
  selectIsConfirmingDeletion,
  selectPasswordChanged,
  selectPasswordFailure,
} from '@machines/account/selectors';
import { selectNeedsSignInAgain } from '@machines/app/selectors';
import { selectBookingStatus } from '@machines/booking/selectors';
import {
  selectDeleteFailure,
  selectEditedSection,
  selectIsAskingToDelete,
  selectIsScheduling,
  selectReportPageStatus,
  selectSummaryPageStatus,
} from '@machines/dashboard/selectors';
import {
  selectConfirmView,
  selectResendAnswer,
  selectResendFailure,
} from '@machines/email/selectors';
import {
  selectCanSubmitReport,
  selectIsNotServed,
  selectIsSaving,
} from '@machines/onboarding/selectors';
import {
  selectForgotFailure,
  selectResetLinkRefused,
  selectResetSent,
} from '@machines/recovery/selectors';
import { selectExportFailed } from '@machines/settings/selectors';
import {
  selectCallbackView,
  selectRegistrationErrors,
  selectSignInFailure,
} from '@machines/sign-in/selectors';
import { selectUploadStatus } from '@machines/upload/selectors';
import type { AnyActorRef } from 'xstate';
import { findMachine } from './live-system';
import type { Screen } from './oracle/expected';

const englishOrNull = (message: Message | null) => (message ? english(message) : null);

/**
 * The same parts of the page the oracle follows (oracle/expected.ts, `Screen`), read from the
 * live machines through the selectors the screens use: where the two differ, the step is a
 * disagreement.
 */
export interface MachineScreen {
  notServed: boolean;
  upload: string;
  ahead: number;
  booking: string;
  callbackError: string | null;
  signInFailure: string | null;
  fieldProblems: string[];
  signInAgain: boolean;
  report: string;
  password: Screen['password'];
  deletion: Screen['deletion'];
  editing: string | null;
  scheduling: boolean;
  forgot: Screen['forgot'];
  exportFailed: boolean;
  reportDeletion: Screen['reportDeletion'];
  summary: string;
  /** "Leave without saving?" is open on the Profile page. */
  leaveAsked: boolean;
  /** Recent activity: 'loading' only while a request is in flight. */
  activity: string;
  /** A link's page (none: no such page runs) and "Send again" under "Confirm your email". */
  link: Screen['link'];
  reminder: 'idle' | 'sent' | 'failed';
  /** Whether the step's primary button can be pressed (onboarding only). */
  stepButtonEnabled: boolean | null;
}

const snapshotOf = (root: AnyActorRef, id: string) =>
  findMachine(root, id)?.snapshot as never | undefined;

function accountScreen(root: AnyActorRef): Pick<MachineScreen, 'password' | 'deletion'> {
  const account = snapshotOf(root, 'account');
  if (!account) return { password: 'idle', deletion: 'idle' };
  const password = selectPasswordFailure(account)
    ? 'refused'
    : selectPasswordChanged(account)
      ? 'changed'
      : 'idle';
  const deletion = selectIsConfirmingDeletion(account)
    ? selectDeletionFailure(account)
      ? 'failed'
      : 'confirming'
    : 'idle';
  return { password, deletion };
}

function reportPageScreen(
  dashboard: never | undefined,
): Pick<MachineScreen, 'reportDeletion' | 'summary' | 'leaveAsked'> {
  if (!dashboard) return { reportDeletion: 'idle', summary: 'none', leaveAsked: false };
  const deletion = selectIsAskingToDelete(dashboard)
    ? selectDeleteFailure(dashboard)
      ? 'failed'
      : 'confirming'
    : 'idle';
  const leaveAsked = (dashboard as { matches(value: unknown): boolean }).matches({
    page: { profile: 'askingToLeave' },
  });
  return { reportDeletion: deletion, summary: selectSummaryPageStatus(dashboard), leaveAsked };
}

function settingsScreen(root: AnyActorRef): Pick<MachineScreen, 'exportFailed' | 'activity'> {
  const settings = snapshotOf(root, 'settings');
  const account = snapshotOf(root, 'account');
  return {
    exportFailed: settings ? selectExportFailed(settings) !== null : false,
    activity: account ? selectActivityStatus(account) : 'shown',
  };
}

function forgotScreen(root: AnyActorRef): Screen['forgot'] {
  const forgot = snapshotOf(root, 'forgotPassword');
  if (!forgot) return 'editing';
  if (selectResetSent(forgot)) return 'sent';
  return selectForgotFailure(forgot) ? 'failed' : 'editing';
}

function mailLinkScreen(root: AnyActorRef): Pick<MachineScreen, 'link' | 'reminder'> {
  const reset = snapshotOf(root, 'resetPassword');
  const confirm = snapshotOf(root, 'confirmEmail');
  const reminder = snapshotOf(root, 'emailReminder');
  const view = confirm ? selectConfirmView(confirm) : null;
  const link: Screen['link'] = reset
    ? selectResetLinkRefused(reset)
      ? 'refused'
      : 'editing'
    : view === 'failed' || view === 'unreachable'
      ? view
      : 'none';
  const answered = reminder
    ? selectResendFailure(reminder)
      ? 'failed'
      : selectResendAnswer(reminder)
        ? 'sent'
        : 'idle'
    : 'idle';
  return { link, reminder: answered };
}

function stepButton(root: AnyActorRef): boolean | null {
  const onboarding = snapshotOf(root, 'onboarding');
  if (!onboarding) return null;
  const context = (onboarding as { context: { page: string | null } }).context;
  if (context.page === 'geneticReport') return selectCanSubmitReport(onboarding);
  return !selectIsSaving(onboarding) && !selectIsNotServed(onboarding);
}

function fieldProblemsOf(signIn: never): string[] {
  const errors = selectRegistrationErrors(signIn);
  return registrationFields.flatMap((field) => {
    const problem = errors[field];
    return problem ? [english(problem.message)] : [];
  });
}

export function machineScreenOf(root: AnyActorRef): MachineScreen {
  const onboarding = snapshotOf(root, 'onboarding');
  const upload = snapshotOf(root, 'upload');
  const booking = snapshotOf(root, 'booking');
  const signIn = snapshotOf(root, 'signIn');
  const dashboard = snapshotOf(root, 'dashboard');
  const callback = signIn ? selectCallbackView(signIn) : null;
  const job = upload
    ? (upload as { context: { job: { ahead: number } | null } }).context.job
    : null;
  return {
    notServed: onboarding ? selectIsNotServed(onboarding) : false,
    upload: upload ? selectUploadStatus(upload) : 'none',
    ahead: job?.ahead ?? 0,
    booking: booking ? selectBookingStatus(booking) : 'none',
    callbackError: callback?.status === 'failed' ? english(callback.text) : null,
    signInFailure: signIn ? englishOrNull(selectSignInFailure(signIn)) : null,
    fieldProblems: signIn ? fieldProblemsOf(signIn) : [],
    signInAgain: selectNeedsSignInAgain(root.getSnapshot() as never),
    report: dashboard ? selectReportPageStatus(dashboard) : 'none',
    ...reportPageScreen(dashboard),
    editing: dashboard ? selectEditedSection(dashboard) : null,
    scheduling: dashboard ? selectIsScheduling(dashboard) : false,
    ...accountScreen(root),
    forgot: forgotScreen(root),
    ...settingsScreen(root),
    ...mailLinkScreen(root),
    stepButtonEnabled: stepButton(root),
  };
}
