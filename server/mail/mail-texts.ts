/**
 * Every word of every email, in English, keyed by stable ids. Arguments use ICU MessageFormat's
 * simple form (`{name}`), so the texts can move into the shared message catalogue unchanged and
 * go out in the patient's language from there (docs/mail.md, "Languages").
 */
export const mailTexts = {
  'mail.brand': 'herd Health',
  'mail.greeting': 'Hello {name},',
  'mail.signature': 'The herd Health team',
  'mail.footer':
    'You receive this email because this address belongs to a herd Health account. herd Health will never ask you for your password by email.',
  'mail.linkFallback': 'If the button does not work, copy this address into your browser:',

  'mail.passwordReset.subject': 'Reset your herd Health password',
  'mail.passwordReset.intro':
    'We received a request to reset the password of your herd Health account.',
  'mail.passwordReset.action': 'Choose a new password',
  'mail.passwordReset.expiry':
    'The link works once, for {minutes} minutes. Opening it does not sign you in: after choosing a new password, you sign in with it.',
  'mail.passwordReset.notYou':
    'If you did not ask for this, you can ignore this email: your password stays as it is.',

  'mail.passwordResetGoogle.subject': 'Your herd Health account signs in with Google',
  'mail.passwordResetGoogle.intro':
    'We received a request to reset the password of your herd Health account, but your account has no password: you sign in with Google.',
  'mail.passwordResetGoogle.action': 'Sign in with Google',
  'mail.passwordResetGoogle.notYou':
    'If you did not ask for this, you can ignore this email: nothing has changed.',

  'mail.confirmEmail.subject': 'Confirm your email address for herd Health',
  'mail.confirmEmail.intro':
    'Please confirm that this is your email address, so that we can reach you about your account (for example if you forget your password).',
  'mail.confirmEmail.action': 'Confirm your email',
  'mail.confirmEmail.expiry':
    'The link works for {hours} hours. If it has expired, choose "Send again" in herd Health.',
  'mail.confirmEmail.notYou':
    'If you did not create a herd Health account, you can ignore this email.',

  'mail.notice.passwordChanged.subject': 'Your herd Health password was changed',
  'mail.notice.passwordChanged.intro':
    'The password of your herd Health account was changed on {time}. Your other devices were signed out.',
  'mail.notice.passwordReset.subject': 'Your herd Health password was reset',
  'mail.notice.passwordReset.intro':
    'The password of your herd Health account was reset on {time} with a link sent to this address. Every device was signed out.',
  'mail.notice.notYou':
    'If this was not you, choose a new password now with "Forgot password?" on the sign-in page, and contact support.',
  'mail.notice.signInAction': 'Go to herd Health',
  'mail.notice.emailConfirmed.subject': 'Your email address is confirmed',
  'mail.notice.emailConfirmed.intro':
    'Thank you: {email} is now confirmed for your herd Health account.',
  'mail.notice.accountDeleted.subject': 'Your herd Health account was deleted',
  'mail.notice.accountDeleted.intro':
    'Your herd Health account and everything in it (your answers, reports and files) were deleted on {time}.',
  'mail.notice.accountDeleted.notYou': 'If you did not do this, please contact support.',
} as const;

export type MailTextId = keyof typeof mailTexts;

/** The languages the mail can be written in; the shared catalogue will add more. */
export type MailLocale = 'en';

/** One text with its `{arguments}` filled in. */
export function mailText(
  id: MailTextId,
  values: Record<string, string | number> = {},
  _locale: MailLocale = 'en',
): string {
  return mailTexts[id].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
