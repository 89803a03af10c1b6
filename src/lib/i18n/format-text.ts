import { directionOf } from '@i18n/locales';
import { isMessage, type Message, type MessageValues } from '@i18n/message';
import type { AppIntl } from './intl';

type PrimitiveValues = Record<string, string | number>;

/** Unicode's first-strong isolate and its end (FSI, PDI). */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const WHOLE_ISOLATE = /^\u2068([^\u2068\u2069]*)\u2069$/;

/**
 * In a right-to-left sentence a value given to it (an email, a gene, "c.1521_1523delCTT", a file
 * name) is isolated: it keeps its own direction and leaves the Arabic words around it in
 * their order. Left-to-right languages get the value untouched.
 */
function isolated(intl: AppIntl, value: string): string {
  return directionOf(intl.locale) === 'rtl' && value !== ''
    ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
    : value;
}

/** Values whose value is itself a message (a field's label in a field's error) are worded first. */
function resolveValues(intl: AppIntl, values: MessageValues | undefined): PrimitiveValues {
  const resolved: PrimitiveValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (isMessage(value)) resolved[name] = formatText(intl, value);
    else resolved[name] = typeof value === 'string' ? isolated(intl, value) : value;
  }
  return resolved;
}

/**
 * A message of the catalogue in the current language, with its values (the machines, the
 * contract and the server hand the view messages, never sentences).
 */
export function formatText(intl: AppIntl, message: Message, extra?: MessageValues): string {
  const text = intl.formatMessage(message, resolveValues(intl, { ...message.values, ...extra }));
  // A message that is one value alone (a verbatim text, a name) has nothing to isolate it from;
  // its text stays as given, for code that reads it ("Dr. Sarah Johnson" -> initials "SJ").
  const alone = WHOLE_ISOLATE.exec(text);
  return alone ? (alone[1] as string) : text;
}
