import type { NoticeKind } from './compose.ts';

/**
 * What a queued message carries: never a link or a token. A reset or confirmation token is made
 * when the message is sent, so no usable token is ever stored in the queue; the reset job holds
 * the address as typed, looked up only then, so a request costs the same whether or not an
 * account has that address.
 */
export type MailJob =
  | { kind: 'password-reset'; email: string }
  | { kind: 'email-verification'; userId: string }
  | { kind: 'notice'; notice: NoticeKind; to: string; name: string; at: string };
