import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { defaultLocale, type Locale, matchLocale, supportedLocales } from '../../i18n/locales.ts';
import type { DeclaredMessage, Message } from '../../i18n/message.ts';

/** A placeholder's value: text, a number, or something the caller renders itself (kept whole). */
export type WordValue = string | number | { readonly [key: string]: unknown };

/**
 * The catalogues' folder: beside the bundle (scripts/build-server.mjs copies them there) or the
 * repository's own, so the server runs from a fresh clone and from `npm run build` alike.
 */
function catalogueFolder(): string {
  const candidates = [
    fileURLToPath(new URL('./i18n/', import.meta.url)),
    fileURLToPath(new URL('../../i18n/catalogue/', import.meta.url)),
  ];
  const found = candidates.find((folder) => existsSync(join(folder, `${defaultLocale}.json`)));
  if (!found) throw new Error('message catalogues missing: i18n/catalogue/<locale>.json');
  return found;
}

/** One catalogue's messages among `ids` (none when the file is missing or unreadable). */
function readCatalogue(locale: Locale, ids: ReadonlySet<string>): Map<string, string> {
  const kept = new Map<string, string>();
  let catalogue: Record<string, unknown> = {};
  try {
    catalogue = JSON.parse(readFileSync(join(catalogueFolder(), `${locale}.json`), 'utf8'));
  } catch {
    return kept;
  }
  for (const id of ids) {
    const text = catalogue[id];
    if (typeof text === 'string') kept.set(id, text);
  }
  return kept;
}

/** The values, with a missing one written as its `{placeholder}` rather than thrown over. */
function withGaps<T>(values: Readonly<Record<string, T>>): Record<string, T | string> {
  return new Proxy(values as Record<string, T | string>, {
    has: () => true,
    get: (target, key) =>
      typeof key === 'string' && !Object.hasOwn(target, key) ? `{${key}}` : target[key as string],
  });
}

/**
 * The server's words in the patient's language, for the messages it is given only (the mail's,
 * the exports'): the rest of each catalogue is the browser's and is never kept here. English is
 * the message's own text (the spec's words, unchanged); a message a catalogue lacks, or whose
 * translation does not parse, is said in English.
 */
export function serverWords(messages: readonly Message[]) {
  const byId = new Map<string, DeclaredMessage>();
  for (const message of messages) {
    // Declared in the server's own source, so the English text is always there.
    if (message.defaultMessage === undefined) throw new Error(`no English for ${message.id}`);
    byId.set(message.id, { ...message, defaultMessage: message.defaultMessage });
  }
  const ids = new Set(byId.keys());
  const catalogues = new Map<Locale, Map<string, string>>();
  const formats = new Map<string, IntlMessageFormat>();

  function formatOf(locale: Locale, message: DeclaredMessage): IntlMessageFormat {
    const key = `${locale}\u0000${message.id}`;
    const known = formats.get(key);
    if (known) return known;
    let catalogue = catalogues.get(locale);
    if (!catalogue) {
      catalogue = locale === defaultLocale ? new Map() : readCatalogue(locale, ids);
      catalogues.set(locale, catalogue);
    }
    let format: IntlMessageFormat;
    try {
      format = new IntlMessageFormat(catalogue.get(message.id) ?? message.defaultMessage, locale);
    } catch {
      format = new IntlMessageFormat(message.defaultMessage, defaultLocale);
    }
    formats.set(key, format);
    return format;
  }

  function declared(message: Message): DeclaredMessage {
    const known = byId.get(message.id);
    if (!known) throw new Error(`message ${message.id} is not among this module's words`);
    return known;
  }

  return {
    /** The message's words with the values in their places; object values come back whole. */
    parts(
      locale: Locale,
      message: Message,
      values: Readonly<Record<string, WordValue>> = {},
    ): Array<string | WordValue> {
      return formatOf(locale, declared(message))
        .formatToParts<WordValue>(withGaps(values))
        .map((part) => part.value);
    },

    /** The message as one string (every value is text or a number). */
    text(
      locale: Locale,
      message: Message,
      values: Readonly<Record<string, string | number>> = {},
    ): string {
      return String(formatOf(locale, declared(message)).format(withGaps(values)));
    },
  };
}

/** A supported language, or null for anything else (an old or unknown profile value). */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  return (supportedLocales as readonly string[]).includes(tag ?? '') ? (tag as Locale) : null;
}

/**
 * The language a request asks for (`Accept-Language`, by its q-values; "es-MX" is Spanish), or
 * English. What the browser sends before a patient has a profile language (registration, a reset
 * request): the app sends the language it shows.
 */
export function requestLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return matchLocale(
    ranked.map((entry) => entry.tag),
    supportedLocales,
  ) as Locale;
}
