import { defaultLocale } from '@i18n/locales';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadedCatalogue } from './catalogues';

const cache = createIntlCache();
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
    intl = createIntl({ locale, defaultLocale, messages }, cache);
    byLocale.set(locale, intl);
  }
  latest = intl;
  return intl;
}

/** The formatter of the language last shown (English before any was). */
export function latestIntl(): IntlShape {
  return latest ?? intlFor(defaultLocale);
}
