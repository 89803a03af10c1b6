import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { intlFor } from '@/lib/i18n/intl';

/**
 * The patient's language for everything below: react-intl's messages, dates and numbers, and
 * Ark UI's components (their direction and locale).
 */
export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <RawIntlProvider value={intlFor(locale)}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </RawIntlProvider>
  );
}
