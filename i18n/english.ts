import { IntlMessageFormat } from 'intl-messageformat';
import englishCatalogue from './catalogue/en.json' with { type: 'json' };
import { isMessage, type Message, type MessageValues } from './message.ts';

const catalogue: Record<string, string> = englishCatalogue;

/**
 * A message in English, the spec's words: for the server's `detail`, the statechart diagrams,
 * the QA paths and the tests. Never imported by the browser app, which loads the patient's
 * catalogue instead (its build drops the English text, docs/i18n.md).
 */
export function english(message: Message, extra?: MessageValues): string {
  const source = message.defaultMessage ?? catalogue[message.id];
  if (source === undefined) throw new Error(`No English text for message ${message.id}`);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries({ ...message.values, ...extra })) {
    values[name] = isMessage(value) ? english(value) : value;
  }
  return String(new IntlMessageFormat(source, 'en').format(values));
}
