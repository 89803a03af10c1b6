import { defineMessage, type Message, withValues } from './message.ts';

const verbatimMessage = defineMessage({
  id: 'common.verbatim',
  defaultMessage: '{text}',
  description:
    'A text that did not come from the catalogue (an older server without a message id), shown as it is. Keep it as {text}.',
});

/** A text from elsewhere (a server reason without a message id), shown as it came. */
export function verbatim(text: string): Message {
  return withValues(verbatimMessage, { text });
}
