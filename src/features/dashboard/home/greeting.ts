import { defineMessages, type Message, withValues } from '@i18n/message';

export const greetingWords = defineMessages({
  /** The dashboard home's lead line: it does not need the profile, so it paints before it. */
  lead: {
    id: 'home.greeting.lead',
    defaultMessage: 'Here is an overview of your care with herd Health.',
  },
  /** The heading while the profile (the patient's first name) is still loading. */
  pending: { id: 'home.greeting.pending', defaultMessage: 'Welcome back' },
  named: {
    id: 'home.greeting.named',
    defaultMessage: 'Welcome back, {name}',
    description: "{name} is the patient's first name.",
  },
  nameless: {
    id: 'home.greeting.nameless',
    defaultMessage: 'Welcome back, there',
    description: 'The greeting when the patient gave no first name (spec: "Welcome back, there").',
  },
});

/** Spec section 2: "Welcome back, {firstName or there}". */
export function greetingTitle(firstName: string | null | undefined): Message {
  const name = firstName?.trim();
  return name ? withValues(greetingWords.named, { name }) : greetingWords.nameless;
}
