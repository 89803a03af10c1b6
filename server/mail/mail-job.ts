import type { NoticeKind } from './compose.ts';

/**
 * What a queued message carries: never a link or a token. A reset or confirmation token is made
 * when the message is sent, so no usable token is ever stored in the queue; the reset job holds
 * the address as typed, looked up only then, so a request costs the same whether or not an
 * account has that address.
 *
 * `language` is the language the request asked for (its `Accept-Language`): a reset or a
 * confirmation is written in the account's profile language, read when it is sent, and in this
 * one only when the profile has none yet. A notice's is decided when it is queued (the profile's,
 * else the request's): the account may be gone when it is sent. Jobs queued before languages
 * existed have none, and are written in English.
 */
export type MailJob =
  | { kind: 'password-reset'; email: string; language?: string }
  | { kind: 'email-verification'; userId: string; language?: string }
  | { kind: 'notice'; notice: NoticeKind; to: string; name: string; at: string; language?: string };
