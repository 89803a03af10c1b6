import type { ThemePreference } from '../domain/theme';
import type { UserProfile } from '../domain/user-profile';
import type { RouteEvent } from './route-table';

export interface AppInput {
  storedTheme?: ThemePreference | null;
  osPrefersDark?: boolean;
}

export interface AppContext {
  user: UserProfile | null;
  /** Where the onboarding check sent the user last. */
  redirectPath: string | null;
  /** Rank of the furthest onboarding route the user may open (see onboarding/progress.ts). */
  furthestRank: number;
  /** A route asked for while the session was still being checked; replayed afterwards. */
  requestedRoute: RouteEvent | null;
  callback: { code: string | null; error: string | null; state: string | null };
  /** The Google callback screen's failure text. */
  callbackError: string | null;
  /** "Yes, I have a report" chosen on the genetic report step. */
  reportAnswer: boolean;
  /** The upload on the genetic report step has succeeded (or a report was already on file). */
  reportUploaded: boolean;
  /** Step 1 was entered through its alias /onboarding/personal-info (step 2's Back). */
  stepOneAlias: boolean;
  theme: { stored: ThemePreference | null; osPrefersDark: boolean };
}

export function initialAppContext(input: AppInput | undefined): AppContext {
  return {
    user: null,
    redirectPath: null,
    furthestRank: 1,
    requestedRoute: null,
    callback: { code: null, error: null, state: null },
    callbackError: null,
    reportAnswer: false,
    reportUploaded: false,
    stepOneAlias: false,
    theme: { stored: input?.storedTheme ?? null, osPrefersDark: input?.osPrefersDark ?? false },
  };
}

/** Reads code, error and state from the query string, or from the hash as a fallback. */
export function readCallbackParams(search = '', hash = ''): AppContext['callback'] {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (key: string) => query.get(key) ?? fragment.get(key);
  return { code: read('code'), error: read('error'), state: read('state') };
}

export function hasCallbackParams(search = '', hash = ''): boolean {
  const params = readCallbackParams(search, hash);
  return params.code !== null || params.error !== null;
}
