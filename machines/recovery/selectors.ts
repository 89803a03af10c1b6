import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine';
import type { resetPasswordMachine } from './reset-password.machine';

type ForgotSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;
type ResetSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

export const selectIsSendingReset = (snapshot: ForgotSnapshot) => snapshot.matches('sending');
export const selectResetSent = (snapshot: ForgotSnapshot) => snapshot.matches('sent');
export const selectForgotEmail = (snapshot: ForgotSnapshot) => snapshot.context.email;
export const selectForgotFailure = (snapshot: ForgotSnapshot) =>
  snapshot.matches('editing') ? snapshot.context.failure : null;

export const selectIsSavingPassword = (snapshot: ResetSnapshot) => snapshot.matches('saving');
/** The link cannot be used (missing token, used, expired, superseded). */
export const selectResetLinkRefused = (snapshot: ResetSnapshot) => snapshot.matches('linkRefused');
export const selectResetFailure = (snapshot: ResetSnapshot) => snapshot.context.failure;
