import arabic from '@i18n/catalogue/ar.json' with { type: 'json' };
import english from '@i18n/catalogue/en.json' with { type: 'json' };
import spanish from '@i18n/catalogue/es.json' with { type: 'json' };
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The oracle's texts in the language on screen. The oracle writes what the patient must read in
 * English, the spec's words, from the product's messages; in another language the same messages
 * say it from that language's catalogue (i18n/catalogue/<locale>.json, by message id). A text no
 * message says is an error, never English left on a Spanish page's checks.
 */

type Catalogue = Record<string, string>;

const catalogues: Record<string, Catalogue> = { en: english, es: spanish, ar: arabic };

/** A message's simple values (`{name}`), when it has only those (no plural or select). */
const simpleValues = (pattern: string): string[] | null => {
  const braces = pattern.match(/\{[^}]*\}/g) ?? [];
  const names = braces.map((brace) => /^\{(\w+)\}$/.exec(brace)?.[1] ?? null);
  return names.every((name) => name !== null) ? (names as string[]) : null;
};

function format(pattern: string, locale: string, values: Record<string, string> = {}): string {
  return String(new IntlMessageFormat(pattern, locale).format(values));
}

interface Said {
  id: string;
  /** The English text, or a pattern that finds the values in it. */
  text: string;
  values: string[];
  match: RegExp | null;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let englishTexts: Said[] | null = null;

/** Every English message as the patient reads it (formatted once). */
function saidInEnglish(): Said[] {
  if (englishTexts) return englishTexts;
  englishTexts = Object.entries(english as Catalogue).flatMap<Said>(([id, pattern]) => {
    const values = simpleValues(pattern);
    if (values === null) return [];
    if (values.length === 0) return [{ id, text: format(pattern, 'en'), values, match: null }];
    const source = escaped(pattern).replace(/\\\{\w+\\\}/g, '(.+?)');
    return [{ id, text: pattern, values, match: new RegExp(`^${source}$`) }];
  });
  return englishTexts;
}

/** The words of a pattern besides its values. */
const literal = (entry: Said) => entry.text.replace(/\{\w+\}/g, '');

/**
 * Of the patterns a text matches, those that say the most of it in their own words: "Welcome
 * back, {name}" rather than "{label}: {value}" or a bare "{value}" (which match anything).
 */
function mostLiteral(matches: Said[]): Said[] {
  const worded = matches.filter((entry) => /\p{L}/u.test(literal(entry)));
  const longest = Math.max(0, ...worded.map((entry) => literal(entry).length));
  return worded.filter((entry) => literal(entry).length === longest);
}

/** `text` (English) as the catalogue of `locale` says it; unchanged in English. */
export function inLanguage(text: string, locale: string | null): string {
  if (locale === null || locale === 'en' || text === '') return text;
  const target = catalogues[locale];
  if (!target) throw new Error(`The QA paths have no catalogue for ${locale}`);
  const said = saidInEnglish();
  const exact = said.filter((entry) => entry.match === null && entry.text === text);
  const found = exact.length > 0 ? exact : mostLiteral(said.filter((e) => e.match?.test(text)));
  const translations = new Set(
    found.map((entry) => {
      const captured = entry.match?.exec(text)?.slice(1) ?? [];
      const values = Object.fromEntries(entry.values.map((name, at) => [name, captured[at] ?? '']));
      return format(target[entry.id] ?? '', locale, values);
    }),
  );
  const [only, ...others] = [...translations];
  if (only === undefined) {
    throw new Error(
      `No message of the catalogue says "${text}": the QA paths cannot check it in ${locale}`,
    );
  }
  if (others.length > 0) {
    throw new Error(`"${text}" is said in ${locale} as ${[...translations].join(' or ')}`);
  }
  return only;
}
