import type { Message, MessageValues } from '@i18n/message';
import { useIntl } from '@/lib/i18n/use-intl';
import { formatText } from './format-text';

/** `t(message, values?)`: a catalogue message as text in the patient's language. */
export function useText(): (message: Message, values?: MessageValues) => string {
  const intl = useIntl();
  return (message, values) => formatText(intl, message, values);
}
