import arabicCatalogue from '@i18n/catalogue/ar.json' with { type: 'json' };
import englishCatalogue from '@i18n/catalogue/en.json' with { type: 'json' };
import spanishCatalogue from '@i18n/catalogue/es.json' with { type: 'json' };
import { english } from '@i18n/english';
import { isMessage, type Message } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import type { ToastInput } from '@machines/domain/toast';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ShownToast } from './recorders';

/**
 * The machines hand the view catalogue messages; the tests read them in English, the spec's
 * words, so a wrong id or a changed text fails as a wrong sentence.
 */
export function words(message: Message | null | undefined): string | null {
  return message ? english(message) : null;
}

/** A toast as the patient reads it in English: title, text and variant. */
export function toastWords(toast: ToastInput): ShownToast {
  const shown: ShownToast = {};
  if (toast.title !== undefined) shown.title = english(toast.title);
  if (toast.description !== undefined) shown.description = english(toast.description);
  if (toast.variant !== undefined) shown.variant = toast.variant;
  return shown;
}

/** A save failure in English: the reason's words and the field. */
export function failureWords<T extends { reason: Message | null; field: unknown }>(
  failure: T | null,
) {
  return failure && { ...failure, reason: words(failure.reason) };
}

/** The Google callback screen's texts in English. */
export function callbackWords(
  view: { status: string; title: Message; text: Message; redirecting: Message | null } | null,
) {
  return (
    view && {
      status: view.status,
      title: english(view.title),
      text: english(view.text),
      redirecting: words(view.redirecting),
    }
  );
}

/** A toast given to a machine with these English words (as a text from elsewhere). */
export function toastSaying(shown: ShownToast): ToastInput {
  const toast: ToastInput = {};
  if (shown.title !== undefined) toast.title = verbatim(shown.title);
  if (shown.description !== undefined) toast.description = verbatim(shown.description);
  if (shown.variant !== undefined) toast.variant = shown.variant as ToastInput['variant'];
  return toast;
}

const catalogues: Record<string, Record<string, string>> = {
  en: englishCatalogue,
  es: spanishCatalogue,
  ar: arabicCatalogue,
};

/**
 * A message as the browser shows it: looked up by its id in a language's catalogue (production
 * builds drop the English text beside the id), so a wrong id reads as a missing text.
 */
export function catalogueWords(message: Message, locale: 'en' | 'es' | 'ar' = 'en'): string | null {
  const source = catalogues[locale]?.[message.id];
  if (source === undefined) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = isMessage(value) ? (catalogueWords(value, locale) ?? '') : value;
  }
  return String(new IntlMessageFormat(source, locale).format(values));
}
