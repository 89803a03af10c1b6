import { defaultLocale } from '@i18n/locales';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadedCatalogue } from './catalogues';

const cache = createIntlCache();

/**
 * The pseudo-locales (development and the pseudo-locale test) format dates and numbers as Greek
 * and Arabic do: text that went through Intl then reads unlike English, as in a real translation,
 * and only a date or number written by hand stays English. Spanish is formatted as in the United
 * States, where our patients live: "3 de diciembre de 2026 a las 10:30 a.m. EST" (plain `es`
 * writes the zone "GMT-5" and a 24-hour clock).
 */
const formattingLocale: Record<string, string> = { 'en-XA': 'el', 'en-XB': 'ar', es: 'es-US' };
const byLocale = new Map<string, IntlShape>();
let latest: IntlShape | null = null;

/**
 * react-intl's formatter for a language whose catalogue is loaded (one per language, kept), and
 * the language the app last showed, for what renders outside the providers (the error page).
 */
export function intlFor(locale: string): IntlShape {
  let intl = byLocale.get(locale);
  const messages = loadedCatalogue(locale);
  if (!intl || intl.messages !== messages) {
    if (!messages) throw new Error(`The ${locale} catalogue is not loaded`);
    intl = createIntl(
      { locale: formattingLocale[locale] ?? locale, defaultLocale, messages },
      cache,
    );
    byLocale.set(locale, intl);
  }
  latest = intl;
  return intl;
}

/** The formatter of the language last shown (English before any was). */
export function latestIntl(): IntlShape {
  return latest ?? intlFor(defaultLocale);
}
