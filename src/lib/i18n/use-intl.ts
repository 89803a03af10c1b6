import { useIntl as useReactIntl } from 'react-intl';
import type { AppIntl } from './intl';

/** The patient's language's formatter (`AppIntlProvider`): messages, dates and times. */
export function useIntl(): AppIntl {
  return useReactIntl();
}
