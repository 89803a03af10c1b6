import {
  createFormatters,
  createIntlCache,
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatMessage,
  formatTime,
} from '@formatjs/intl';
import { defaultLocale } from '@i18n/locales';
import type { IntlShape } from 'react-intl';
import { loadedCatalogue } from './catalogues';

/**
 * What the app formats with: messages, dates and times in the patient's language. react-intl's
 * `createIntl` binds every formatter FormatJS has (numbers, lists, relative times, display
 * names, durations, ranges), about 1.7 KB gzip of the sign-in page's first load for formatters
 * nothing calls; this binds the three the app uses, from the same library. Values are plain
 * strings and numbers (`formatText` resolves messages first), so FormatJS's own `formatMessage`
 * gives what react-intl's would.
 */
export type AppIntl = Pick<
  IntlShape,
  'locale' | 'timeZone' | 'messages' | 'formatMessage' | 'formatDate' | 'formatTime'
>;

const cache = createIntlCache();

/**
 * The pseudo-locales (development and the pseudo-locale test) format dates and numbers as Greek
 * and Arabic do: text that went through Intl then reads unlike English, as in a real translation,
 * and only a date or number written by hand stays English. Spanish is formatted as in the United
 * States, where our patients live: "3 de diciembre de 2026 a las 10:30 a.m. EST" (plain `es`
 * writes the zone "GMT-5" and a 24-hour clock).
 */
const formattingLocale: Record<string, string> = { 'en-XA': 'el', 'en-XB': 'ar', es: 'es-US' };
const byLocale = new Map<string, AppIntl>();
let latest: AppIntl | null = null;

function createAppIntl(locale: string, messages: Record<string, unknown>): AppIntl {
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale: formattingLocale[locale] ?? locale,
    defaultLocale,
    messages,
  } as Parameters<typeof formatMessage>[0];
  const formatters = createFormatters(cache);
  return {
    locale: config.locale,
    timeZone: config.timeZone,
    messages: config.messages,
    formatMessage: formatMessage.bind(null, config, formatters) as AppIntl['formatMessage'],
    formatDate: formatDate.bind(null, config, formatters.getDateTimeFormat),
    formatTime: formatTime.bind(null, config, formatters.getDateTimeFormat),
  };
}

/**
 * The formatter for a language whose catalogue is loaded (one per language, kept), and the
 * language the app last showed, for what renders outside the providers (the error page).
 */
export function intlFor(locale: string): AppIntl {
  let intl = byLocale.get(locale);
  const messages = loadedCatalogue(locale);
  if (!intl || intl.messages !== messages) {
    if (!messages) throw new Error(`The ${locale} catalogue is not loaded`);
    intl = createAppIntl(locale, messages);
    byLocale.set(locale, intl);
  }
  latest = intl;
  return intl;
}

/** The formatter of the language last shown (English before any was). */
export function latestIntl(): AppIntl {
  return latest ?? intlFor(defaultLocale);
}
