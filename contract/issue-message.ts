import { isMessage, type Message, type MessageValues } from '../i18n/message.ts';
import { verbatim } from '../i18n/verbatim.ts';

/** A message as it travels: its id and values only (the words are in each side's catalogue). */
export function slimMessage(message: Message): Message {
  if (!message.values) return { id: message.id };
  const values: Record<string, string | number | Message> = {};
  for (const [name, value] of Object.entries(message.values)) {
    values[name] = isMessage(value) ? slimMessage(value) : value;
  }
  return { id: message.id, values };
}

/**
 * A valibot issue's message is text, so the contract's rules write a catalogue message into it
 * as JSON (id and values): the browser shows it in the patient's language, the server answers
 * it as `message_id` and `message_values` beside an English `detail`.
 */
export function issueText(message: Message): string {
  return JSON.stringify(slimMessage(message));
}

/** The catalogue message in an issue's text; text written any other way is shown as it is. */
export function messageOfIssue(text: string): Message {
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isMessage(parsed)) return parsed;
    } catch {
      // Not one of ours: shown as it is, below.
    }
  }
  return verbatim(text);
}

export type { MessageValues };
