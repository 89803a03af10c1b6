import type { ReactNode } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import type { AppIntl } from './intl';

/**
 * react-intl's context, holding the app's formatter. react-intl types it as the whole IntlShape;
 * the app reads it only through `useIntl` (./use-intl.ts), typed as the part it holds.
 */
export function AppIntlProvider({ intl, children }: { intl: AppIntl; children: ReactNode }) {
  return <RawIntlProvider value={intl as IntlShape}>{children}</RawIntlProvider>;
}
