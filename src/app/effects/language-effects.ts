import { directionOf, matchLocale } from '@i18n/locales';
import { availableLocales } from '@/lib/i18n/catalogues';

const LANGUAGE_KEY = 'language';

/** The language chosen on this device (the language menu), if any and still offered. */
export function readStoredLanguage(): string | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored && availableLocales().includes(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(locale: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the language still applies for this visit.
  }
}

/** The browser's languages, most preferred first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** What a visitor sees first: their choice on this device, else the first of theirs we speak. */
export function initialLocale(): string {
  return readStoredLanguage() ?? matchLocale(browserLanguages(), availableLocales());
}

/** `<html lang dir>` always name the language on screen (as the page's inline script does). */
export function applyLanguage(locale: string): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}
