/**
 * A message of the catalogue (docs/i18n.md): its stable `id`, and, in the source only, the English
 * text (`defaultMessage`) and a note for translators (`description`). `npm run i18n:extract`
 * collects every declaration into `i18n/catalogue/en.json`; production builds of the app drop
 * the English text and the note (the catalogue of the patient's language is loaded instead), the
 * server keeps them.
 */
export interface Message {
  id: string;
  defaultMessage?: string;
  description?: string;
  /** The values of its `{placeholders}`; a value may itself be a message (a field's label). */
  values?: MessageValues;
}

export type MessageValue = string | number | Message;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A message as declared: id and English text are both written where it is used. */
export interface DeclaredMessage extends Message {
  defaultMessage: string;
}

/**
 * Declares one message. An identity function: `formatjs extract` finds the call (and
 * `defineMessages`) in the source, whichever layer declares it.
 */
export function defineMessage<const T extends DeclaredMessage>(message: T): T {
  return message;
}

export function defineMessages<const T extends Record<string, DeclaredMessage>>(messages: T): T {
  return messages;
}

/** The message with these values for its placeholders. */
export function withValues(message: Message, values: MessageValues): Message {
  return { ...message, values: { ...message.values, ...values } };
}

/** Is this value a message (as opposed to a plain string or number)? */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';
}
