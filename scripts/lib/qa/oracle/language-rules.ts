import { supportedLocales } from '@i18n/locales';
import { languageUnavailableToast } from '@machines/language/language.machine';
import type { QaEvent } from '../qa-types';
import type { Account } from '../world';
import type { Expected, Outcome } from './expected';

/**
 * The language menu (docs/i18n.md, issue 28): a language whose texts arrive is on screen at once
 * and kept on this device; one whose texts cannot be downloaded leaves the page as it was, with
 * "Language not changed"; one still downloading changes nothing yet, and the latest choice wins.
 */
export function chooseLanguage(e: Expected, event: QaEvent): Outcome {
  if (event.download === 'fails') return { after: e, shown: languageUnavailableToast };
  if (event.download === 'slow') return { after: e, shown: null };
  return { after: { ...e, language: String(event.locale) }, shown: null };
}

/**
 * Signed in on a device where no language was chosen: the language the profile keeps is shown
 * (and kept on this device), when it is another than the browser's English.
 */
export function languageAfterSignIn(e: Expected, account: Account): string | null {
  if (e.language !== null) return e.language;
  const kept: string | null = account.stored.language;
  const offered = (supportedLocales as readonly string[]).includes(kept ?? '');
  return kept !== null && kept !== 'en' && offered ? kept : null;
}
