import type { ThemePreference } from '@contract/options/themes';
import type { ToastInput } from '@machines/domain/toast';
import type { PageId } from '../view';

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
  osDark: boolean;
}

export const closedBrowser = (
  preference: ThemePreference | null,
  osDark: boolean,
  tokenStored: boolean,
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
  osDark,
});

/** The expected outcome of one step. */
export interface Outcome {
  after: Expected;
  /** The message this step shows (null: none). */
  shown: ToastInput | null;
}
