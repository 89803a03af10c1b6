import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { ThemePreference } from '@contract/options/themes';
import type { UserProfile } from '@contract/profile/profile';
import { defaultLocale } from '@i18n/locales';
import type { AccountDeletedEvent } from '../account/account-types';
import type { DashboardLeaveEvent, DashboardUnsavedEditEvent } from '../dashboard/dashboard-types';
import type { LanguageChangedEvent, LanguageInput } from '../language/language.machine';
import type { ProfileChangedEvent, SessionExpiredEvent } from '../onboarding/onboarding-types';
import type { RouteEvent } from '../routes/route-event';
import type { AuthSession, Credentials } from '../sign-in/sign-in-types';

export interface AppInput {
  storedTheme?: ThemePreference | null;
  osPrefersDark?: boolean;
  /** The language on screen at start, and whether it was chosen on this device. */
  language?: LanguageInput;
}

/** The signed-in patient as `GET /auth/me` gives them, and where onboarding resumes. */
export interface CurrentUser {
  profile: UserProfile;
  /** The first step whose answers were never saved (contract's rule), null once complete. */
  resumeAt: OnboardingStepId | null;
}

export interface AppContext {
  user: CurrentUser | null;
  /** The session just created by signing in, until the profile is loaded. */
  session: AuthSession | null;
  /** A page asked for by the address before it could be opened; opened after sign-in. */
  requestedRoute: RouteEvent | null;
  /** The link from an email being followed (its address carries the token). */
  linkRoute: RouteEvent | null;
  theme: { stored: ThemePreference | null; osPrefersDark: boolean };
  language: LanguageInput;
  /** The dashboard's Profile holds unsaved answers: it hears of any address first, and asks. */
  dashboardUnsaved: boolean;
}

export type AppEvent =
  | RouteEvent
  | { type: 'auth.logout' }
  | { type: 'session.retry' }
  | ({ type: 'session.reauth.submitted' } & Credentials)
  | { type: 'session.reauth.google' }
  | { type: 'session.renewed' }
  | ProfileChangedEvent
  | AccountDeletedEvent
  | SessionExpiredEvent
  | LanguageChangedEvent
  | DashboardUnsavedEditEvent
  | DashboardLeaveEvent;

export function initialAppContext(input: AppInput | undefined): AppContext {
  return {
    user: null,
    session: null,
    requestedRoute: null,
    linkRoute: null,
    dashboardUnsaved: false,
    theme: { stored: input?.storedTheme ?? null, osPrefersDark: input?.osPrefersDark ?? false },
    language: input?.language ?? {
      locale: defaultLocale,
      chosen: false,
      available: [defaultLocale],
    },
  };
}
