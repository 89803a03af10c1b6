import { stepMessages } from '@contract/onboarding/step-messages';
import { type OnboardingStepId, onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { type RouteId, routeById, routeTable } from '@machines/routes/route-table';
import { stepToasts } from '@machines/shared/messages';
import { doubtfulReportToasts } from '@machines/upload/report-toasts';

/**
 * The words a product owner reads on the diagrams, for every event, condition and request of the
 * machines. A machine that gains an event, guard or actor without words here cannot have its
 * docs generated (the generator names what is missing), so the diagrams never fall back to code.
 */

/** What the patient does, or what happens, for each event. */
export const eventWords: Record<string, string> = {
  'xstate.route': 'address',
  'auth.login.submitted': 'Sign in',
  'auth.register.submitted': 'Register',
  'auth.register.changed': 'types in the form',
  'auth.google.started': 'Continue with Google',
  'auth.logout': 'Logout',
  'session.retry': 'Try again',
  'session.expired': 'a save finds the session ended',
  'session.reauth.submitted': 'Sign in again',
  'session.reauth.google': 'Sign in again with Google',
  'session.renewed': 'signed in again',
  'profile.changed': 'answers saved',
  'dashboard.unsavedEdit': 'Profile answers changed or saved',
  'dashboard.leave': 'Leave without saving, for another part',
  'residence.chosen': 'state chosen',
  'step.submitted': 'Next',
  'step.saved': 'saved',
  'step.back': 'Back',
  'report.answered': 'Yes or No chosen',
  'report.uploaded': 'report read',
  'report.cleared': 'another file chosen',
  'appointment.booked': 'time booked',
  'appointment.schedule': 'Schedule New Appointment',
  'appointment.scheduleClosed': 'dialog closed',
  'profile.edit': 'Edit',
  'profile.editCancelled': 'Cancel',
  'profile.editChanged': 'answers changed',
  'profile.leaveConfirmed': 'Leave without saving',
  'profile.leaveCancelled': 'Keep editing',
  'file.selected': 'file chosen',
  'file.refused': 'file refused',
  'upload.cancelled': 'Cancel',
  'report.reload': 'Try again',
  'job.retried': 'Check again',
  'report.kept': 'Keep this file anyway',
  'report.resumed': 'a reading sent earlier found',
  'report.pending': 'a file on its way or not',
  'report.removalConfirmed': 'Delete report and continue',
  'report.removalCancelled': 'Keep my report',
  'report.replace': 'Replace (or Upload a report)',
  'report.replaceCancelled': 'Cancel',
  'report.delete': 'Delete',
  'report.deleteCancelled': 'Cancel',
  'report.deleteConfirmed': 'Delete report',
  'report.download': 'Download the original file',
  'export.requested': 'Download FHIR or Phenopacket',
  'booking.ready': 'calendar loaded',
  'booking.booked': 'time booked',
  'booking.failed': 'calendar failed',
  'booking.retry': 'Try again',
  'toast.show': 'a new message',
  'toast.dismissed': 'closed',
  'toast.paused': 'pointer on it',
  'toast.resumed': 'pointer gone',
  'toast.retired': 'a message closes',
  'theme.selected': 'theme chosen',
  'theme.os.changed': 'system setting changes',
  'language.chosen': 'language chosen',
  'language.signedIn': 'profile loaded',
  'language.changed': 'another language shown',
  'password.submitted': 'Change password',
  'deletion.requested': 'Delete my account',
  'deletion.cancelled': 'Cancel',
  'deletion.confirmed': 'Delete everything',
  'account.deleted': 'account deleted',
  'activity.reload': 'Try again',
  'forgot.submitted': 'Send the link',
  'forgot.restarted': 'Use another address',
  'reset.submitted': 'Set new password',
  'confirm.retried': 'Try again',
  'confirmation.resend': 'Send again',
};

/** What finishing, or failing, means for each request or child machine a state runs. */
export const actorWords: Record<string, { done: string; error: string }> = {
  fetchCurrentUser: { done: 'server answered', error: 'no answer' },
  renewSession: { done: 'password accepted', error: 'refused' },
  startGoogleSignIn: { done: 'left for Google', error: 'Google cannot be reached' },
  signIn: { done: 'signed in', error: 'something went wrong' },
  policyPage: { done: 'closed', error: 'something went wrong' },
  onboarding: { done: 'all steps done', error: 'something went wrong' },
  dashboard: { done: 'closed', error: 'something went wrong' },
  login: { done: 'password accepted', error: 'refused' },
  register: { done: 'account created', error: 'refused' },
  exchangeGoogleCode: { done: 'Google code accepted', error: 'refused' },
  saveAnswers: { done: 'save ended', error: 'something went wrong' },
  upload: { done: 'closed', error: 'something went wrong' },
  booking: { done: 'closed', error: 'something went wrong' },
  fetchReport: { done: 'results loaded', error: 'not loaded' },
  downloadReport: { done: 'file saved', error: 'download failed' },
  deleteReport: { done: 'report deleted', error: 'not deleted' },
  recordReplacement: { done: 'earlier report deleted', error: 'not recorded' },
  downloadExport: { done: 'file saved', error: 'download failed' },
  uploadReport: { done: 'server answered', error: 'upload failed' },
  fetchJob: { done: 'server answered', error: 'no answer or refused' },
  fetchWaitingJob: { done: 'earlier report still waiting', error: 'not known' },
  loadBookingEmbed: { done: 'closed', error: 'script failed' },
  toast: { done: 'closed', error: 'something went wrong' },
  theme: { done: 'closed', error: 'something went wrong' },
  language: { done: 'closed', error: 'something went wrong' },
  loadCatalogue: { done: 'words arrived', error: 'not downloaded' },
  account: { done: 'account deleted', error: 'something went wrong' },
  settings: { done: 'closed', error: 'something went wrong' },
  changePassword: { done: 'password changed', error: 'refused' },
  deleteAccount: { done: 'deleted', error: 'not deleted' },
  fetchActivity: { done: 'activity loaded', error: 'not loaded' },
  forgotPassword: { done: 'closed', error: 'something went wrong' },
  requestPasswordReset: { done: 'request taken', error: 'refused or no connection' },
  resetPassword: { done: 'password set', error: 'something went wrong' },
  setNewPassword: { done: 'password set', error: 'refused or no connection' },
  confirmEmail: { done: 'address confirmed', error: 'something went wrong' },
  verifyEmail: { done: 'address confirmed', error: 'refused or no connection' },
  emailReminder: { done: 'closed', error: 'something went wrong' },
  resendConfirmation: { done: 'link sent', error: 'refused or no connection' },
};

type Params = Record<string, unknown>;

/** The address of a page, and its title when another page shares it (Google's return). */
export function addressOf(id: RouteId): string {
  const route = routeById(id);
  const shared = routeTable.filter((other) => other.path === route.path).length > 1;
  return shared ? `${route.path} (${english(route.title)})` : route.path;
}

export interface GuardWords {
  words: (params: Params) => string;
  /** The words stand for the whole arrow ("by address" rather than "address, by address"). */
  alone?: true;
  /** The words for the branch taken when this condition fails, if it is the only one. */
  not?: string;
}

/** Each condition in words; they follow the event's words unless `alone`. */
export const guardWords: Record<string, GuardWords> = {
  userFound: { words: () => 'signed in', not: 'nobody signed in' },
  isUnauthorized: { words: () => 'refused as signed out', not: 'other failure' },
  hasCompletedOnboarding: { words: () => 'onboarding complete', not: 'onboarding not complete' },
  isMemberRoute: { words: () => 'a member page' },
  isEmailLink: { words: () => 'a link from an email', alone: true },
  isPolicyPage: { words: () => 'Terms or Privacy', alone: true },
  registrationValid: { words: () => 'form valid', not: 'a field has a problem' },
  passwordsMatch: { words: () => 'passwords match', not: 'passwords differ' },
  refusedAtField: { words: () => 'about a field', not: 'about no field' },
  openedAt: { words: (params) => `opened at ${String(params.page)}`, alone: true },
  opens: { words: (params) => `opens ${String(params.page)}`, alone: true },
  linkIsReset: { words: () => 'a password reset link', not: 'a confirmation link' },
  hasToken: { words: () => 'the link carries its token', not: 'no token in the link' },
  isLinkRefused: { words: () => 'the link is refused', not: 'another refusal' },
  isConfirmed: { words: () => 'address confirmed', not: 'address not confirmed' },
  opensDashboard: { words: () => 'a dashboard page, onboarding complete', alone: true },
  dashboardHoldsUnsavedEdit: { words: () => 'Profile answers not saved', alone: true },
  opensOnboardingSettings: { words: () => 'Settings, onboarding not complete', alone: true },
  requestedSettings: {
    words: () => 'the address asked for Settings',
    not: 'any other address',
  },
  changesStepOneAddress: { words: () => 'step 1 at its other address', alone: true },
  isRouteOf: {
    words: (params) => (params.area === 'dashboard' ? 'a dashboard page' : 'an onboarding step'),
    alone: true,
  },
  // The page's box shows its address.
  opensPage: { words: () => 'by address', alone: true },
  canOpen: { words: () => 'by address, if reached', alone: true },
  resumesAt: { words: () => 'resume here', alone: true },
  hasProviderError: { words: () => 'Google sent an error', alone: true },
  hasCode: { words: () => 'Google sent a code', alone: true },
  isOutsideMichigan: { words: () => 'not Michigan', not: 'Michigan' },
  savedThisStep: { words: () => 'this step' },
  savedYesToReport: { words: () => 'with a report', not: 'without a report' },
  canSave: { words: () => 'answers valid' },
  removesReport: { words: () => '“No” with a report on file or on its way', alone: true },
  canSaveSection: { words: () => 'answers valid' },
  leavesUnsavedEdit: { words: () => 'another page, answers not saved', alone: true },
  saveSucceeded: { words: () => 'stored', not: 'not stored' },
  hasReportOnFile: { words: () => 'a report is on file', alone: true, not: 'no report on file' },
  hasJob: { words: () => 'a report waits or is read', not: 'no report waiting' },
  isJob: { words: () => 'not read yet', not: 'read' },
  isWaitingJob: { words: () => 'an earlier report still waits', not: 'nothing waiting' },
  jobIsReading: { words: () => 'the server reads it', alone: true },
  jobIsQueued: { words: () => 'back in the queue', alone: true },
  isUnreachable: { words: () => 'no connection', not: 'the server answered an error' },
  isDoubtful: {
    words: () => 'not read clearly, or not a genetic report',
    not: 'a genetic report, read clearly',
  },
  storedIsLight: { words: () => 'saved choice is light', alone: true },
  storedIsDark: { words: () => 'saved choice is dark', alone: true },
  selectedIs: { words: (params) => String(params.theme) },
  isOffered: { words: () => 'a language the app speaks' },
  adoptsProfileLanguage: { words: () => 'none chosen here, the profile has one' },
  profileDiffers: { words: () => 'the profile has another or none' },
  profileLanguageDiffers: { words: () => 'not the profile’s' },
};

/** Conditions that only make an arrow precise in code, and say nothing to a reader. */
export const silentGuards = new Set(['savedThisStep']);

/** Actions that show a message whose text is made at run time (no literal title to quote). */
export const messageActionWords: Record<string, string> = {
  showAuthFailure: '“Authentication failed” with the server’s reason',
  showProviderErrorToast: '“Authentication Failed”: Google’s error',
  showSavedToast: 'the step’s “saved” message',
  showFailedToast: 'the step’s “not saved” message',
  showUnavailable: '“Language not changed”',
  showDoubtfulToast: `“${doubtfulReportToasts.unreadable.title.defaultMessage}” or “${doubtfulReportToasts.notReport.title.defaultMessage}”`,
};

/**
 * What the onboarding save shows when the server did not store a step (the save machine shows
 * it, with the step's own words): each title once, with the steps that use it.
 */
export function stepFailureWords(): string {
  const titles = new Map<string, number[]>();
  for (const step of onboardingSteps) {
    const title = english(stepMessages[step.id].failed.title);
    const numbers = titles.get(title) ?? [];
    if (!numbers.includes(step.number)) numbers.push(step.number);
    titles.set(title, numbers);
  }
  const each = [...titles].map(
    ([title, numbers]) => `“${title}” (step${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')})`,
  );
  return `the step’s “not saved” message: ${each.join(', ')}`;
}

/**
 * Messages that an event brings with it: a step's save shows that step's message; the
 * onboarding save that ends without storing shows the step's failure message.
 */
export function eventMessage(eventType: string, sourceKey: string, targetKey = ''): string | null {
  if (eventType === 'xstate.done.actor.save' && sourceKey === 'saving' && targetKey === 'failed') {
    return stepFailureWords();
  }
  if (eventType !== 'step.saved' || !(sourceKey in stepToasts)) return null;
  const { title } = stepToasts[sourceKey as OnboardingStepId].saved;
  return `“${title ? english(title) : ''}”`;
}

/** A delay in words: "500 ms", "3 s", "16 min 40 s". */
export function durationWords(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)} min${rest ? ` ${rest} s` : ''}`;
}
