import { english } from '@i18n/english';
import { messages } from '@machines/shared/messages';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { Message } from './shown-message';

/**
 * What the patient reads when a failure lands on a state whose screen says it (no toast: the
 * page itself shows the words). Each entry names the state (machine id, then its state id) and,
 * for a state also reached without failing, the state the failure comes from. The words are the
 * message catalogue's (`i18n/catalogue/en.json`), by id, as the screens show them: a renamed or
 * removed message stops `npm run machines:docs` here.
 */
interface FailureScreen {
  to: string;
  /** Only the arrow from this state (the target is also reached without a failure). */
  from?: string;
  title: string;
  text?: string;
  /** The server's reason goes where the message has `{reason}`. */
  reason?: true;
}

const failureScreens: FailureScreen[] = [
  { to: 'app.serverUnreachable', title: 'app.unreachable.title', text: 'app.unreachable.text' },
  {
    to: 'app.signedIn.area.profileUnavailable',
    title: 'app.unreachable.title',
    text: 'app.unreachable.text',
  },
  { to: 'upload.error', title: 'upload.error' },
  {
    to: 'upload.storedResultUnavailable',
    title: 'upload.stored.unavailableTitle',
    text: 'upload.stored.unavailable',
  },
  {
    to: 'booking.unavailable',
    title: 'booking.unavailable.title',
    text: 'booking.unavailable.text',
  },
  {
    to: 'dashboard.page.report.unavailable',
    title: 'reportPage.unavailable.title',
    text: 'reportPage.unavailable.text',
  },
  {
    to: 'dashboard.page.summary.unavailable',
    title: 'summary.unavailableTitle',
    text: 'summary.unavailableDescription',
  },
  {
    from: 'dashboard.page.report.showing.deleting',
    to: 'dashboard.page.report.showing.confirmingDelete',
    title: 'report.remove.failedTitle',
    text: 'report.remove.failed',
  },
  {
    to: 'settings.exportFailed',
    title: 'settings.yourData.failedTitle',
    text: 'settings.yourData.failedFhir',
  },
  {
    from: 'account.password.changing',
    to: 'account.password.idle',
    title: 'settings.password.failed',
  },
  {
    to: 'account.activity.unavailable',
    title: 'account.activity.unavailableTitle',
    text: 'account.activity.unavailable',
  },
  {
    from: 'account.deletion.deleting',
    to: 'account.deletion.confirming',
    title: 'settings.deleteDialog.failed',
  },
  {
    from: 'forgotPassword.sending',
    to: 'forgotPassword.editing',
    title: 'recovery.forgot.failedTitle',
  },
  {
    from: 'resetPassword.opening',
    to: 'resetPassword.linkRefused',
    title: 'recovery.reset.refusedTitle',
    text: 'recovery.link.missingToken',
  },
  {
    to: 'resetPassword.linkRefused',
    title: 'recovery.reset.refusedTitle',
    text: 'error.recovery.resetLinkRefused',
  },
  {
    from: 'resetPassword.saving',
    to: 'resetPassword.editing',
    title: 'recovery.reset.failedTitle',
  },
  {
    from: 'confirmEmail.opening',
    to: 'confirmEmail.failed',
    title: 'recovery.confirm.failedTitle',
    text: 'recovery.link.missingToken',
  },
  {
    to: 'confirmEmail.failed',
    title: 'recovery.confirm.failedTitle',
    text: 'recovery.confirm.failedHint',
  },
  { to: 'confirmEmail.unreachable', title: 'recovery.confirm.unreachableTitle' },
  {
    from: 'emailReminder.unconfirmed.sending',
    to: 'emailReminder.unconfirmed.idle',
    title: 'account.reminder.failed',
    reason: true,
  },
];

/** A failure the patient reads as a step's toast after the dashboard's profile save. */
const profileSaveFailed: FailureScreen = {
  from: 'dashboard.profileEdit.saving',
  to: 'dashboard.profileEdit.editing',
  title: messages.profileFailed.title.id,
  text: messages.profileFailed.description?.id as string,
};

const words = (id: string, reason?: true) =>
  english({ id }, reason ? { reason: '(the server’s reason)' } : undefined);

/** The ids of every state a failure screen is about (the test checks each one exists). */
export const failureScreenStates = [...failureScreens, profileSaveFailed].flatMap((screen) =>
  screen.from ? [screen.from, screen.to] : [screen.to],
);

/** The message a failure's screen shows for this arrow, or null. */
export function failureScreenMessage(transition: AnyTransitionDefinition): Message | null {
  const source = transition.source as AnyStateNode;
  const target = (transition.target?.[0] as AnyStateNode | undefined)?.id;
  const all = [...failureScreens, profileSaveFailed];
  // An entry for this very arrow first, then one for every arrow into the state.
  const screen =
    all.find((candidate) => candidate.from === source.id && candidate.to === target) ??
    all.find((candidate) => !candidate.from && candidate.to === target && target !== source.id);
  if (!screen) return null;
  const title = words(screen.title, screen.reason);
  const text = screen.text ? ` — ${words(screen.text)}` : '';
  return { short: `“${title}”`, full: `“${title}”${text}` };
}

/**
 * The words each failure screen shows, by the state that carries them in a Stately file: the
 * failure state itself (`message`), or the state whose failure shows them (`failedMessage`).
 */
export function failureScreenTexts(
  machineId: string,
): { stateId: string; key: 'message' | 'failedMessage'; title: string; text: string }[] {
  return [...failureScreens, profileSaveFailed]
    .filter((screen) => (screen.from ?? screen.to).split('.')[0] === machineId)
    .map((screen) => ({
      stateId: screen.from ?? screen.to,
      key: screen.from ? ('failedMessage' as const) : ('message' as const),
      title: words(screen.title, screen.reason),
      text: screen.text ? words(screen.text) : '',
    }));
}
