import { isMessage, type Message, type MessageValues } from '@i18n/message';
import type { IntlShape } from 'react-intl';

type PrimitiveValues = Record<string, string | number>;

/** Values whose value is itself a message (a field's label in a field's error) are worded first. */
function resolveValues(intl: IntlShape, values: MessageValues | undefined): PrimitiveValues {
  const resolved: PrimitiveValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    resolved[name] = isMessage(value) ? formatText(intl, value) : value;
  }
  return resolved;
}

/**
 * A message of the catalogue in the current language, with its values (the machines, the
 * contract and the server hand the view messages, never sentences).
 */
export function formatText(intl: IntlShape, message: Message, extra?: MessageValues): string {
  return intl.formatMessage(message, resolveValues(intl, { ...message.values, ...extra }));
}
