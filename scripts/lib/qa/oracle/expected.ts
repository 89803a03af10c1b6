import type { ThemePreference } from '@contract/options/themes';
import type { ToastInput } from '@machines/domain/toast';
import type { PageId } from '../view';

/**
 * What the page shows beside its heading, as far as the oracle follows it: the parts of a page
 * that change without the page changing (a notice, the upload area, the calendar, a dialog).
 * Reset whenever another page opens.
 */
export interface Screen {
  /** Step 1: a state other than Michigan was chosen ("Service Not Available in Your State"). */
  notServed: boolean;
  /** Step 4's upload area (none: not shown). */
  upload:
    | 'none'
    | 'idle'
    | 'sending'
    | 'queued'
    | 'reading'
    | 'connectionLost'
    | 'success'
    | 'error'
    | 'unavailable'
    | 'doubtful';
  /** A read document that is not a genetic report was kept anyway ("You chose to keep this file"). */
  uploadKept: boolean;
  /** The browser's reason for a file it would not send, under the drop area. */
  refusal: string | null;
  /** The text of a failed upload (the server's reason, else the spec's). */
  uploadError: string | null;
  /** Reports ahead of this one while it waits in the server's queue. */
  ahead: number;
  /** The booking calendar (step 5, or the scheduling dialog of Appointments). */
  booking: 'none' | 'loading' | 'ready' | 'booked' | 'unavailable';
  /** The Google callback screen's failure text. */
  callbackError: string | null;
  /** The server's reason for a refused sign-in, under the form (none for a wrong password). */
  signInFailure: string | null;
  /** The problems the register form shows at its fields, in the form's order (issue 30, row 5). */
  fieldProblems: string[];
  /** "Please sign in again" is open over the page. */
  signInAgain: boolean;
  /** My genetic report (dashboard): its results shown, or "could not be loaded"; a new one uploaded (Replace). */
  report: 'none' | 'showing' | 'unavailable' | 'empty' | 'replacing';
  /** "Delete your genetic report?" on My genetic report, and its failure. */
  reportDeletion: 'idle' | 'confirming' | 'failed';
  /** The pre-visit summary: ready, or "could not be prepared". */
  summary: 'none' | 'ready' | 'unavailable';
  /** The Profile section open for editing, and an answer the page shows once it was saved. */
  editing: string | null;
  saved: string | null;
  /** The open section's answers were changed and not saved. */
  unsaved: boolean;
  /** "Leave without saving?" is open, with the address asked for. */
  leaving: string | null;
  /** Settings: the password form's outcome, and the deletion dialog. */
  password: 'idle' | 'changed' | 'refused';
  passwordFailure: string | null;
  deletion: 'idle' | 'confirming' | 'failed';
  /** "Schedule New Appointment" is open on Appointments. */
  scheduling: boolean;
  /** "Forgot password?": the form, the link sent, or the form with "The link was not sent". */
  forgot: 'editing' | 'sent' | 'failed';
  /** Settings, "Your data": the FHIR download failed ("The download did not finish"). */
  exportFailed: boolean;
  /** Settings, "Recent activity": loaded, or "could not be loaded" with "Try again". */
  activity: 'shown' | 'unavailable';
  /**
   * A link from a mail: the new password's form, the link refused, the confirmation failed or
   * out of reach (none: another page), and the reason the page gives.
   */
  link: 'none' | 'editing' | 'refused' | 'failed' | 'unreachable';
  linkFailure: string | null;
}

export const freshScreen: Screen = {
  notServed: false,
  upload: 'none',
  uploadKept: false,
  refusal: null,
  uploadError: null,
  ahead: 0,
  booking: 'none',
  callbackError: null,
  signInFailure: null,
  fieldProblems: [],
  signInAgain: false,
  report: 'none',
  reportDeletion: 'idle',
  summary: 'none',
  editing: null,
  saved: null,
  unsaved: false,
  leaving: null,
  password: 'idle',
  passwordFailure: null,
  deletion: 'idle',
  scheduling: false,
  forgot: 'editing',
  exportFailed: false,
  activity: 'shown',
  link: 'none',
  linkFailure: null,
};

/**
 * What the patient should see, tracked step by step by the oracle alone (never read from the
 * machines): the page and address, what the oracle knows of the patient's progress, and the
 * visible message.
 */
export interface Expected {
  /** null: the browser is not open yet. */
  page: PageId | null;
  /** The address bar: path and query string. */
  path: string;
  signedIn: boolean;
  /** A token is kept under the "token" storage key (spec section 3). */
  tokenStored: boolean;
  completed: boolean;
  /** The furthest step reached, as its rank in the step registry. */
  furthestRank: number;
  /** Step 4's yes/no answer on screen, and the answer saved. */
  reportAnswer: boolean;
  savedReport: boolean;
  /** A report read by the server counts for step 4 (uploaded now, or on file). */
  reportOnFile: boolean;
  /** Step 4's unsaved answer, kept as a draft in the tab. */
  reportDraft: boolean | null;
  uploading: boolean;
  /** "Delete your report?" is open: step 4's "No" with a report on file or on its way (issue 23). */
  removalAsked: boolean;
  /** Step 1 shown at its alias /onboarding/personal-info (after step 2's Back). */
  alias: boolean;
  /** A member page asked for before it could open (opened after sign-in if allowed). */
  requested: PageId | null;
  toast: ToastInput | null;
  preference: ThemePreference;
  /** The theme kept under the "theme" storage key (spec section 3); null: never chosen. */
  storedTheme: ThemePreference | null;
  osDark: boolean;
  /** The sign-in page's open tab. */
  authTab: 'login' | 'register';
  screen: Screen;
  /** Settings opened before onboarding is complete: the step the wizard keeps behind it, as it was. */
  behindSettings: { page: PageId; screen: Screen } | null;
  /** "Send again" under "Confirm your email" (kept across the dashboard's pages): its outcome. */
  reminder: 'idle' | 'sent' | 'failed';
  /**
   * The language chosen on this device and kept under the "language" storage key, which is the
   * language on screen (null: none chosen, the browser's language, English).
   */
  language: string | null;
}

export const closedBrowser = (
  preference: ThemePreference | null,
  osDark: boolean,
  tokenStored: boolean,
  language: string | null = null,
): Expected => ({
  page: null,
  path: '',
  signedIn: false,
  tokenStored,
  completed: false,
  furthestRank: 0,
  reportAnswer: false,
  savedReport: false,
  reportOnFile: false,
  reportDraft: null,
  uploading: false,
  removalAsked: false,
  alias: false,
  requested: null,
  toast: null,
  preference: preference ?? 'system',
  storedTheme: preference,
  osDark,
  authTab: 'login',
  screen: freshScreen,
  behindSettings: null,
  reminder: 'idle',
  language,
});

/** The expected outcome of one step. */
export interface Outcome {
  after: Expected;
  /** The message this step shows (null: none). */
  shown: ToastInput | null;
}
