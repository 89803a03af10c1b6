import type { SnapshotFrom } from 'xstate';
import type { confirmEmailMachine } from './confirm-email.machine';
import type { emailReminderMachine } from './email-reminder.machine';

type ConfirmSnapshot = SnapshotFrom<typeof confirmEmailMachine>;
type ReminderSnapshot = SnapshotFrom<typeof emailReminderMachine>;

/** What the confirmation page shows. */
export function selectConfirmView(
  snapshot: ConfirmSnapshot,
): 'confirming' | 'unreachable' | 'failed' | 'confirmed' {
  if (snapshot.matches('unreachable')) return 'unreachable';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('confirmed')) return 'confirmed';
  return 'confirming';
}

export const selectConfirmFailure = (snapshot: ConfirmSnapshot) => snapshot.context.failure;

/** "Confirm your email" is shown (the address is not confirmed). */
export const selectNeedsConfirmation = (snapshot: ReminderSnapshot) =>
  snapshot.matches('unconfirmed');

export const selectIsResending = (snapshot: ReminderSnapshot) =>
  snapshot.matches({ unconfirmed: 'sending' });

/** The server's words after "Send again", or why it failed. */
export const selectResendAnswer = (snapshot: ReminderSnapshot) => snapshot.context.answer;
export const selectResendFailure = (snapshot: ReminderSnapshot) => snapshot.context.failure;
