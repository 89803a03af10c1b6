import type { OnboardingStepId } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { inlineTexts, reportQueueTexts, reportsAheadText } from '@machines/shared/messages';
import type { PageId } from '../view';
import type { Expected } from './expected';
import { linkButton, linkSays } from './mail-link-rules';
import { reportPageExtras, reportPageScreenTexts } from './report-page-texts';
import { isStep } from './routing';
import { settingsTexts } from './settings-texts';

/**
 * What the page says beside its heading and which primary button it offers, from what the oracle
 * expects (never from the machines). The texts come from `machines/shared/messages.ts` where the
 * machines share them; the screens' own words (written once in their components) are written
 * here as QA reads them on screen, so a changed wording fails the paths until it is agreed.
 */

/** The Google callback's failure texts that come from the browser or the server. */
export const googleTexts = {
  /** src/lib/google-redirect.ts: a return whose `state` this tab did not start. */
  staleSignIn: 'This sign-in attempt is no longer valid. Please start the Google sign-in again.',
  /** The server's reason when the provider refuses to exchange the code (server/auth/google-provider.ts). */
  codeRefused: 'Google rejected the sign-in (invalid_request)',
} as const;

/** The server's reasons the patient reads (docs/api.md), where the paths meet them. */
export const serverReasons = {
  emailTaken: 'An account with this email already exists',
  unsupportedFile: 'Only PDF, JPEG and PNG files can be processed',
  damagedPdf: 'This PDF could not be read. It may be damaged or password-protected.',
  wrongPassword: 'The current password is incorrect',
} as const;

/** The screens' own words the paths check. */
export const screenTexts = {
  stateNotice: 'Service Not Available in Your State',
  uploadSucceeded: 'Report uploaded successfully',
  notAReport: 'This does not look like a genetic test report',
  fileKept: 'You chose to keep this file. A genetic counselor will look at it with you.',
  reportUnavailable: 'Your report could not be loaded',
  bookingUnavailable: 'The booking calendar is not available right now',
  serverUnreachable: 'Check your internet connection. You are still signed in',
  signInAgain: 'Please sign in again',
  noReportYet: 'You have not shared a genetic testing report yet.',
  downloadReport: 'Download the original file',
  passwordRefused: 'Password not changed',
  passwordChanged: 'Your password was changed.',
  deleteDialog: 'Delete your account?',
  notDeleted: 'Your account was not deleted',
  schedulingDialog: 'Schedule an appointment',
  resetSent: 'Check your email',
  resetNotSent: 'The link was not sent',
  /** machines/recovery/failure-text.ts: a server fault, which gives no reason of its own. */
  somethingWentWrong: 'Something went wrong on our side. Please try again.',
} as const;

/** The label of each onboarding step's primary button (its form's `submitLabel`). */
export const submitLabels: Record<OnboardingStepId, string> = {
  personalInfo: 'Next',
  medicalCondition: 'Next',
  medicalHistory: 'Next',
  geneticReport: 'Next: Book Appointment',
  medicalChecklist: 'Next: Book Appointment',
  bookAppointment: 'Complete & Go to Dashboard',
};

function uploadTexts(e: Expected): string[] {
  const { screen } = e;
  if (e.page !== 'geneticReport' || !e.reportAnswer) return [];
  switch (screen.upload) {
    case 'sending':
      return [english(reportQueueTexts.sending)];
    case 'queued':
      return [english(reportsAheadText(screen.ahead))];
    case 'reading':
      return [english(reportQueueTexts.reading)];
    case 'connectionLost':
      return [english(reportQueueTexts.connectionLost)];
    case 'success':
      return [screen.uploadKept ? screenTexts.fileKept : screenTexts.uploadSucceeded];
    case 'doubtful':
      return [screenTexts.notAReport];
    case 'error':
      return [screen.uploadError ?? english(inlineTexts.uploadError)];
    case 'unavailable':
      return [screenTexts.reportUnavailable];
    default:
      return [];
  }
}

const reportPageTexts: Record<Expected['screen']['report'], string[]> = {
  none: [],
  showing: [screenTexts.downloadReport],
  unavailable: [screenTexts.reportUnavailable],
  empty: [screenTexts.noReportYet],
  replacing: [reportPageScreenTexts.replacing],
};

/** The texts the page must show now (besides heading and message). */
export function saysOf(e: Expected): string[] {
  const { screen } = e;
  const says: string[] = [];
  if (e.page === 'serverUnreachable') says.push(screenTexts.serverUnreachable);
  if (screen.callbackError)
    says.push(screen.callbackError, english(inlineTexts.callbackRedirecting));
  if (e.page === 'auth' && screen.signInFailure) says.push(screen.signInFailure);
  if (e.page === 'auth' && e.authTab === 'register') says.push(...screen.fieldProblems);
  if (screen.notServed) says.push(screenTexts.stateNotice);
  says.push(...uploadTexts(e));
  if (e.page === 'geneticReport' && e.reportAnswer && screen.refusal) says.push(screen.refusal);
  if (screen.booking === 'unavailable') says.push(screenTexts.bookingUnavailable);
  if (e.page === 'dashboardReport') says.push(...reportPageTexts[screen.report]);
  says.push(...reportPageExtras(e));
  if (screen.password === 'refused') {
    // The server's reason shows at the field it names (the paths' wrong current password, issue
    // 30 row 6); "Password not changed" heads only a refusal without a reason of its own.
    says.push(screen.passwordFailure ?? screenTexts.passwordRefused);
  }
  if (screen.password === 'changed') says.push(screenTexts.passwordChanged);
  if (screen.deletion !== 'idle') says.push(screenTexts.deleteDialog);
  if (screen.deletion === 'failed') says.push(screenTexts.notDeleted);
  if (screen.scheduling) says.push(screenTexts.schedulingDialog);
  if (e.page === 'dashboardProfile' && screen.saved) says.push(screen.saved);
  if (e.page === 'forgotPassword' && screen.forgot === 'sent') says.push(screenTexts.resetSent);
  if (e.page === 'forgotPassword' && screen.forgot === 'failed') {
    says.push(screenTexts.resetNotSent, screenTexts.somethingWentWrong);
  }
  if (e.page === 'dashboardSettings') says.push(...settingsTexts(screen));
  if (screen.signInAgain) says.push(screenTexts.signInAgain);
  says.push(...linkSays(e));
  return says;
}

/** A page's primary button and whether the patient can press it; null: nothing to check. */
export interface PrimaryButton {
  name: string;
  enabled: boolean;
}

function stepButton(e: Expected, step: OnboardingStepId): PrimaryButton {
  const { screen } = e;
  const waitsForReport = step === 'geneticReport' && e.reportAnswer && !e.reportOnFile;
  return { name: submitLabels[step], enabled: !screen.notServed && !waitsForReport };
}

const pageButtons: Partial<Record<PageId, (e: Expected) => PrimaryButton | null>> = {
  auth: (e) => ({ name: e.authTab === 'login' ? 'Sign in' : 'Create account', enabled: true }),
  serverUnreachable: () => ({ name: 'Try again', enabled: true }),
  forgotPassword: (e) => ({
    name: e.screen.forgot === 'sent' ? 'Send again' : 'Send the link',
    enabled: true,
  }),
  // Behind the deletion dialog the page's own buttons cannot be pressed.
  dashboardSettings: (e) =>
    e.screen.deletion === 'idle' ? { name: 'Change password', enabled: true } : null,
  // The summary is shown once prepared: its print button is there only then.
  dashboardSummary: (e) =>
    e.screen.summary === 'ready' ? { name: 'Print or save as PDF', enabled: true } : null,
  // Behind "Leave without saving?" the form cannot be used: the question's buttons are the ones.
  dashboardProfile: (e) =>
    e.screen.editing && !e.screen.leaving ? { name: 'Save changes', enabled: true } : null,
};

export function primaryButtonOf(e: Expected): PrimaryButton | null {
  // "Please sign in again" covers the page: its button is the one to press.
  if (e.screen.signInAgain) return { name: 'Sign in', enabled: true };
  // "Delete your report?" makes the step behind it inert: its answer buttons are the ones to press.
  if (e.removalAsked) return null;
  if (isStep(e.page)) return stepButton(e, e.page);
  return e.page ? (pageButtons[e.page]?.(e) ?? linkButton(e)) : null;
}
