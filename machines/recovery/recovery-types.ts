import type { Message } from '@i18n/message';

export interface ForgotPasswordContext {
  /** The address asked for (kept for "Send again"). */
  email: string;
  /** Why the request failed (too many requests, no connection), in the server's words. */
  failure: Message | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.submitted'; email: string }
  | { type: 'forgot.restarted' };

export interface ResetPasswordInput {
  /** The link's token; null when the address carried none. */
  token: string | null;
}

export interface ResetPasswordContext {
  token: string | null;
  /** Why the last try failed: a password too easy to guess, a refused link, no connection. */
  failure: Message | null;
  page: 'resetPassword';
}

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

export type ResetPasswordEvent = { type: 'reset.submitted' } & NewPassword;
