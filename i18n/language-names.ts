/**
 * A language's name in that language ("English", "Español", "العربية"): how its readers find it
 * in the language menu, and how the QA features name the language a patient chooses.
 */
export function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}
