import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import { intlFor } from '@/lib/i18n/intl';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';
import { useLanguage } from '@/lib/language-actor';

/**
 * The patient's language for everything below: react-intl's messages, dates and numbers, and
 * Ark UI's components (their direction and locale). The language machine switches only once the
 * new catalogue is loaded, and nothing below is remounted: a half-filled form keeps its answers.
 */
export function I18nProvider({ initial, children }: { initial: string; children: ReactNode }) {
  const { locale } = useLanguage(initial);
  return (
    <AppIntlProvider intl={intlFor(locale)}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </AppIntlProvider>
  );
}
