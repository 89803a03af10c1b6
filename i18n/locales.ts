/**
 * The languages the app speaks, each with a catalogue `i18n/catalogue/<locale>.json`: English (the
 * source language and the fallback), and Michigan's most common languages at home after it,
 * Spanish and Arabic (issue 28, docs/i18n.md). Adding one is its catalogue file and a line here;
 * the language menu names each language in itself (Intl.DisplayNames).
 */
export const supportedLocales = ['en', 'es', 'ar'] as const;

export type Locale = (typeof supportedLocales)[number];

export const defaultLocale: Locale = 'en';

export type Direction = 'ltr' | 'rtl';

/**
 * The writing direction of a language tag (`ar`, `ar-EG`, and the `en-XB` pseudo-locale).
 * Self-contained: the page's inline script carries its source (server/http/inline-scripts.ts).
 */
export function directionOf(locale: string): Direction {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return ['ar', 'he', 'fa', 'ur'].includes(language) || locale === 'en-XB' ? 'rtl' : 'ltr';
}

/**
 * The first of the visitor's preferred languages (`navigator.languages`, most preferred first)
 * that the app speaks, by language ("es-MX" picks "es"); English when none is. Self-contained:
 * the page's inline script carries its source (server/http/inline-scripts.ts).
 */
export function matchLocale(preferred: readonly string[], available: readonly string[]): string {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const exact = available.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    const byLanguage = available.find((locale) => locale.toLowerCase() === language);
    if (byLanguage) return byLanguage;
  }
  return 'en';
}
