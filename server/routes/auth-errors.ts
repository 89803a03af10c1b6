import { defineMessages } from '../../i18n/message.ts';

/** What signing in, registering and changing a password can answer (catalogue messages). */
export const authErrors = defineMessages({
  badCredentials: {
    id: 'error.auth.badCredentials',
    defaultMessage: 'Incorrect email or password',
  },
  emailTaken: {
    id: 'error.auth.emailTaken',
    defaultMessage: 'An account with this email already exists',
  },
  lockedOut: {
    id: 'error.auth.lockedOut',
    defaultMessage:
      'Too many failed sign-in attempts for this account. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
  googleOnly: {
    id: 'error.auth.googleOnly',
    defaultMessage: 'This account signs in with Google and has no password to change',
  },
  wrongCurrentPassword: {
    id: 'error.auth.wrongCurrentPassword',
    defaultMessage: 'The current password is incorrect',
  },
});
