import type { ActivityKind } from '@contract/account';
import { type DeclaredMessage, defineMessages } from '@i18n/message';

/**
 * Every word of "Confirm your email" and "Recent activity" on the dashboard (issue 25), in one
 * place: catalogue messages.
 */
export const accountSecurityTexts = {
  reminder: defineMessages({
    title: { id: 'account.reminder.title', defaultMessage: 'Confirm your email' },
    text: {
      id: 'account.reminder.text',
      defaultMessage:
        'We sent a link to {email} when you created your account. Confirming your address lets us reach you, for example if you forget your password.',
    },
    sendAgain: { id: 'account.reminder.sendAgain', defaultMessage: 'Send again' },
    sending: { id: 'account.reminder.sending', defaultMessage: 'Sending...' },
    failed: {
      id: 'account.reminder.failed',
      defaultMessage: 'The link was not sent: {reason}',
      description: '{reason} is why (the server says it, or the connection failed).',
    },
  }),
  activity: defineMessages({
    title: { id: 'account.activity.title', defaultMessage: 'Recent activity' },
    description: {
      id: 'account.activity.description',
      defaultMessage:
        'Sign-ins and changes to your account, with the address and browser they came from. If something here was not you, change your password.',
    },
    loading: { id: 'account.activity.loading', defaultMessage: 'Loading your recent activity' },
    unavailableTitle: {
      id: 'account.activity.unavailableTitle',
      defaultMessage: 'Your recent activity could not be loaded',
    },
    unavailable: {
      id: 'account.activity.unavailable',
      defaultMessage: 'It is kept safely; we could not reach it just now.',
    },
    tryAgain: { id: 'account.activity.tryAgain', defaultMessage: 'Try again' },
    empty: { id: 'account.activity.empty', defaultMessage: 'No activity yet.' },
    unknownAddress: { id: 'account.activity.unknownAddress', defaultMessage: 'an unknown address' },
    unknownBrowser: { id: 'account.activity.unknownBrowser', defaultMessage: 'an unknown browser' },
    from: { id: 'account.activity.from', defaultMessage: 'From {address}, {browser}' },
    browserOn: {
      id: 'account.activity.browserOn',
      defaultMessage: '{browser} on {system}',
      description: 'A browser and its system, such as "Chrome on Android".',
    },
  }),
  kinds: defineMessages({
    sign_in: { id: 'account.activity.kind.signIn', defaultMessage: 'Signed in' },
    sign_in_failed: {
      id: 'account.activity.kind.signInFailed',
      defaultMessage: 'Sign-in failed (wrong password)',
    },
    sign_out: { id: 'account.activity.kind.signOut', defaultMessage: 'Signed out' },
    password_changed: {
      id: 'account.activity.kind.passwordChanged',
      defaultMessage: 'Password changed',
    },
    password_reset: {
      id: 'account.activity.kind.passwordReset',
      defaultMessage: 'Password reset with an emailed link',
    },
    email_confirmed: {
      id: 'account.activity.kind.emailConfirmed',
      defaultMessage: 'Email address confirmed',
    },
    google_linked: {
      id: 'account.activity.kind.googleLinked',
      defaultMessage: 'Google account linked',
    },
    report_uploaded: {
      id: 'account.activity.kind.reportUploaded',
      defaultMessage: 'Genetic report uploaded',
    },
    report_downloaded: {
      id: 'account.activity.kind.reportDownloaded',
      defaultMessage: 'Genetic report downloaded',
    },
    report_deleted: {
      id: 'account.activity.kind.reportDeleted',
      defaultMessage: 'Genetic report deleted',
    },
    profile_changed: {
      id: 'account.activity.kind.profileChanged',
      defaultMessage: 'Profile updated',
    },
    data_exported: {
      id: 'account.activity.kind.dataExported',
      defaultMessage: 'Your data exported',
    },
    account_deleted: {
      id: 'account.activity.kind.accountDeleted',
      defaultMessage: 'Account deleted',
    },
  }) satisfies Record<ActivityKind, DeclaredMessage>,
};
