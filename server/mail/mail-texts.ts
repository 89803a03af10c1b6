import { defineMessages } from '../../i18n/message.ts';

/**
 * Every word of every email, keyed by stable ids, as messages of the shared catalogue
 * (i18n/catalogue). Arguments use ICU MessageFormat's simple form (`{name}`). The mail still goes
 * out in English this round: the server loads no other catalogue yet (docs/mail.md, "Languages").
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
      'The link works once, for {minutes} minutes. Opening it does not sign you in: after choosing a new password, you sign in with it.',
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
      'The link works for {hours} hours. If it has expired, choose "Send again" in herd Health.',
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

/** The languages the mail can be written in; the shared catalogue will add more. */
export type MailLocale = 'en';

/** One text with its `{arguments}` filled in. */
export function mailText(
  id: MailTextId,
  values: Record<string, string | number> = {},
  _locale: MailLocale = 'en',
): string {
  return mailTexts[id].defaultMessage.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
