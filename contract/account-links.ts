/**
 * The pages of account recovery (issue 25) and how long the links in mail work. Plain constants
 * (no valibot): the route table, which every first page load carries, reads them. Page paths live
 * in the contract because the server must not answer them as API calls, the mail links point at
 * them, and the route table gives them to the machines.
 */
export const accountLinkPaths = {
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  confirmEmail: '/auth/confirm-email',
} as const;

/** The page paths under `/auth` that are pages of the app, not API calls. */
export const authPagePaths: readonly string[] = Object.values(accountLinkPaths);

/** How long a link works: a reset 30 minutes (OWASP's cheat sheet), a confirmation 24 hours. */
export const RESET_LINK_MINUTES = 30;
export const CONFIRM_LINK_HOURS = 24;
