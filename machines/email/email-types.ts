import type { Message } from '@i18n/message';

export interface ConfirmEmailInput {
  /** The link's token; null when the address carried none. */
  token: string | null;
}

export interface ConfirmEmailContext {
  token: string | null;
  failure: Message | null;
  page: 'confirmEmail';
}

export type ConfirmEmailEvent = { type: 'confirm.retried' };

export interface EmailReminderInput {
  /** The address is confirmed already (or Google vouches for it). */
  emailVerified: boolean;
}

export interface EmailReminderContext {
  confirmed: boolean;
  /** What the server said after "Send again" (where the link went), or why it refused. */
  answer: Message | null;
  failure: Message | null;
}

export type EmailReminderEvent = { type: 'confirmation.resend' };
