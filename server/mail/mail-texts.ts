import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import { defineMessages } from '../../i18n/message.ts';
import { serverWords, type WordValue } from '../i18n/server-words.ts';

/**
 * Every word of every email, keyed by stable ids, as messages of the shared catalogue
 * (i18n/catalogue), written in the recipient's language (docs/mail.md, "Languages"). Arguments use
 * ICU MessageFormat (`{name}`; a translation may use plurals).
 */
export const mailTexts = defineMessages({
  'mail.brand': { id: 'mail.brand', defaultMessage: 'herd Health' },
  'mail.greeting': { id: 'mail.greeting', defaultMessage: 'Hello {name},' },
  'mail.signature': { id: 'mail.signature', defaultMessage: 'The herd Health team' },
  'mail.footer': {
    id: 'mail.footer',
    defaultMessage:
      'You receive this email because this address belongs to a herd Health account. herd Health will never ask you for your password by email.',
  },
  'mail.linkFallback': {
    id: 'mail.linkFallback',
    defaultMessage: 'If the button does not work, copy this address into your browser:',
  },
  'mail.passwordReset.subject': {
    id: 'mail.passwordReset.subject',
    defaultMessage: 'Reset your herd Health password',
  },
  'mail.passwordReset.intro': {
    id: 'mail.passwordReset.intro',
    defaultMessage: 'We received a request to reset the password of your herd Health account.',
  },
  'mail.passwordReset.action': {
    id: 'mail.passwordReset.action',
    defaultMessage: 'Choose a new password',
  },
  'mail.passwordReset.expiry': {
    id: 'mail.passwordReset.expiry',
    defaultMessage:
      'The link works once, for {minutes, plural, one {# minute} other {# minutes}}. Opening it does not sign you in: after choosing a new password, you sign in with it.',
  },
  'mail.passwordReset.notYou': {
    id: 'mail.passwordReset.notYou',
    defaultMessage:
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },

  'mail.passwordResetGoogle.subject': {
    id: 'mail.passwordResetGoogle.subject',
    defaultMessage: 'Your herd Health account signs in with Google',
  },
  'mail.passwordResetGoogle.intro': {
    id: 'mail.passwordResetGoogle.intro',
    defaultMessage:
      'We received a request to reset the password of your herd Health account, but your account has no password: you sign in with Google.',
  },
  'mail.passwordResetGoogle.action': {
    id: 'mail.passwordResetGoogle.action',
    defaultMessage: 'Sign in with Google',
  },
  'mail.passwordResetGoogle.notYou': {
    id: 'mail.passwordResetGoogle.notYou',
    defaultMessage: 'If you did not ask for this, you can ignore this email: nothing has changed.',
  },

  'mail.confirmEmail.subject': {
    id: 'mail.confirmEmail.subject',
    defaultMessage: 'Confirm your email address for herd Health',
  },
  'mail.confirmEmail.intro': {
    id: 'mail.confirmEmail.intro',
    defaultMessage:
      'Please confirm that this is your email address, so that we can reach you about your account (for example if you forget your password).',
  },
  'mail.confirmEmail.action': {
    id: 'mail.confirmEmail.action',
    defaultMessage: 'Confirm your email',
  },
  'mail.confirmEmail.expiry': {
    id: 'mail.confirmEmail.expiry',
    defaultMessage:
      'The link works for {hours, plural, one {# hour} other {# hours}}. If it has expired, choose "Send again" in herd Health.',
  },
  'mail.confirmEmail.notYou': {
    id: 'mail.confirmEmail.notYou',
    defaultMessage: 'If you did not create a herd Health account, you can ignore this email.',
  },

  'mail.notice.passwordChanged.subject': {
    id: 'mail.notice.passwordChanged.subject',
    defaultMessage: 'Your herd Health password was changed',
  },
  'mail.notice.passwordChanged.intro': {
    id: 'mail.notice.passwordChanged.intro',
    defaultMessage:
      'The password of your herd Health account was changed on {time}. Your other devices were signed out.',
  },
  'mail.notice.passwordReset.subject': {
    id: 'mail.notice.passwordReset.subject',
    defaultMessage: 'Your herd Health password was reset',
  },
  'mail.notice.passwordReset.intro': {
    id: 'mail.notice.passwordReset.intro',
    defaultMessage:
      'The password of your herd Health account was reset on {time} with a link sent to this address. Every device was signed out.',
  },
  'mail.notice.notYou': {
    id: 'mail.notice.notYou',
    defaultMessage:
      'If this was not you, choose a new password now with "Forgot password?" on the sign-in page, and contact support.',
  },
  'mail.notice.signInAction': {
    id: 'mail.notice.signInAction',
    defaultMessage: 'Go to herd Health',
  },
  'mail.notice.emailConfirmed.subject': {
    id: 'mail.notice.emailConfirmed.subject',
    defaultMessage: 'Your email address is confirmed',
  },
  'mail.notice.emailConfirmed.intro': {
    id: 'mail.notice.emailConfirmed.intro',
    defaultMessage: 'Thank you: {email} is now confirmed for your herd Health account.',
  },
  'mail.notice.accountDeleted.subject': {
    id: 'mail.notice.accountDeleted.subject',
    defaultMessage: 'Your herd Health account was deleted',
  },
  'mail.notice.accountDeleted.intro': {
    id: 'mail.notice.accountDeleted.intro',
    defaultMessage:
      'Your herd Health account and everything in it (your answers, reports and files) were deleted on {time}.',
  },
  'mail.notice.accountDeleted.notYou': {
    id: 'mail.notice.accountDeleted.notYou',
    defaultMessage: 'If you did not do this, please contact support.',
  },
});

export type MailTextId = keyof typeof mailTexts;

/** The languages a mail can be written in: every language of the app. */
export type MailLocale = Locale;

// Only the mail's messages of each catalogue are kept on the server (server/i18n/server-words.ts).
const words = serverWords(Object.values(mailTexts));

/** One text with its `{arguments}` filled in, in `locale` (English when it lacks the text). */
export function mailText(
  id: MailTextId,
  values: Record<string, string | number> = {},
  locale: MailLocale = defaultLocale,
): string {
  return words.text(locale, mailTexts[id], values);
}

/** The same, with values the caller renders itself (an address kept left to right) kept whole. */
export function mailTextParts(
  id: MailTextId,
  values: Record<string, WordValue>,
  locale: MailLocale,
): Array<string | WordValue> {
  return words.parts(locale, mailTexts[id], values);
}
