/**
 * The languages the app speaks, each with a catalogue `i18n/catalogue/<locale>.json`. English is
 * the source language and the fallback. Spanish and Arabic come in the second phase of issue 28
 * (docs/i18n.md): adding one is its catalogue file, a line here and its name in the language
 * menu (a catalogue message).
 */
export const supportedLocales = ['en'] as const;

export type Locale = (typeof supportedLocales)[number];

export const defaultLocale: Locale = 'en';

/** Languages written right to left (Arabic, from the second phase). */
const rightToLeft: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

export type Direction = 'ltr' | 'rtl';

/** The writing direction of a language tag (`ar`, `ar-EG`, and the `en-XB` pseudo-locale). */
export function directionOf(locale: string): Direction {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return rightToLeft.has(language) || locale === 'en-XB' ? 'rtl' : 'ltr';
}

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * The first of the visitor's preferred languages (`navigator.languages`, most preferred first)
 * that the app speaks, by language ("es-MX" picks "es"); English when none is.
 */
export function matchLocale(
  preferred: readonly string[],
  available: readonly string[] = supportedLocales,
): string {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const exact = available.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    const byLanguage = available.find((locale) => locale.toLowerCase() === language);
    if (byLanguage) return byLanguage;
  }
  return defaultLocale;
}
