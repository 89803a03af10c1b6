import type { ThemePreference } from '@contract/options/themes';

const THEME_KEY = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

export function readStoredTheme(): ThemePreference | null {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : null;
  } catch {
    return null;
  }
}

export function storeTheme(theme: ThemePreference): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
}

/** The light or dark marker on the root element (spec section 4), as public/theme-init.js sets it. */
export function applyTheme(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function osPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** Calls back whenever the operating system switches between light and dark. */
export function watchOsTheme(onChange: (dark: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkQuery);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
