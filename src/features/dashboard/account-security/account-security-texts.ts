import type { ActivityKind } from '@contract/account';

/**
 * Every word of "Confirm your email" and "Recent activity" on the dashboard (issue 25), in one
 * place for the message catalogue.
 */
export const accountSecurityTexts = {
  reminder: {
    title: 'Confirm your email',
    text: (email: string) =>
      `We sent a link to ${email} when you created your account. Confirming your address lets us reach you, for example if you forget your password.`,
    sendAgain: 'Send again',
    sending: 'Sending...',
    failedTitle: 'The link was not sent',
  },
  activity: {
    title: 'Recent activity',
    description:
      'Sign-ins and changes to your account, with the address and browser they came from. If something here was not you, change your password.',
    loading: 'Loading your recent activity',
    unavailableTitle: 'Your recent activity could not be loaded',
    unavailable: 'It is kept safely; we could not reach it just now.',
    tryAgain: 'Try again',
    empty: 'No activity yet.',
    unknownAddress: 'an unknown address',
    unknownBrowser: 'an unknown browser',
    from: (address: string, browser: string) => `From ${address}, ${browser}`,
    kinds: {
      sign_in: 'Signed in',
      sign_in_failed: 'Sign-in failed (wrong password)',
      sign_out: 'Signed out',
      password_changed: 'Password changed',
      password_reset: 'Password reset with an emailed link',
      email_confirmed: 'Email address confirmed',
      google_linked: 'Google account linked',
      report_uploaded: 'Genetic report uploaded',
      report_downloaded: 'Genetic report downloaded',
      report_deleted: 'Genetic report deleted',
      profile_changed: 'Profile updated',
      data_exported: 'Your data exported',
      account_deleted: 'Account deleted',
    } satisfies Record<ActivityKind, string>,
  },
} as const;
