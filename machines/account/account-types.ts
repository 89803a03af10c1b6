import type { ActivityEvent } from '@contract/account';
import type { Message } from '@i18n/message';

/** The wire names of the password form's fields the server can refuse. */
export type PasswordField = 'current_password' | 'new_password';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export type AccountEvent =
  | ({ type: 'password.submitted' } & PasswordChange)
  | { type: 'activity.reload' }
  | { type: 'deletion.requested' }
  | { type: 'deletion.cancelled' }
  | { type: 'deletion.confirmed' };

/** Sent to the parent once the server has deleted the account: the app signs out. */
export interface AccountDeletedEvent {
  type: 'account.deleted';
}

export interface AccountContext {
  /** Why the last password change failed (the server's reason when it gave one). */
  passwordFailure: Message | null;
  /** The field that failure is about, when the server named one. */
  passwordFailureField: PasswordField | null;
  deletionFailure: Message | null;
  /** "Recent activity": the patient's security record, newest first, once loaded. */
  activity: ActivityEvent[];
}
