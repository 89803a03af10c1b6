import type { ReactNode } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import type { AppIntl } from './intl';

/**
 * react-intl's context, holding the app's formatter. react-intl types it as the whole IntlShape;
 * the app reads it through `useIntl` (./use-intl.ts), typed as the part it holds, and the design
 * system (src/ui, which imports no app module) through react-intl's own, for `formatMessage`
 * only. tests/i18n/app-intl.test.ts fails on any other formatter asked for anywhere in src/.
 */
export function AppIntlProvider({ intl, children }: { intl: AppIntl; children: ReactNode }) {
  return <RawIntlProvider value={intl as IntlShape}>{children}</RawIntlProvider>;
}
