import { defineMessages, type Message } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';

/** Hard-coded samples (spec section 3): the dashboard has no messaging API. */
export interface SampleContact {
  id: string;
  name: Message;
  role: Message;
  status: 'online' | 'offline';
  lastMessage: Message;
}

/** When a message was written, worded in the patient's language by the thread. */
export type MessageTime =
  | { at: { hours: number; minutes: number } }
  | { weekday: 'monday' }
  | { said: Message }
  | { notSentAt: Date };

export interface SampleMessage {
  id: string;
  sender: Message;
  content: Message;
  time: MessageTime;
  isUser: boolean;
}

export const sampleWords = defineMessages({
  you: { id: 'messages.you', defaultMessage: 'You' },
  yesterday: { id: 'messages.yesterday', defaultMessage: 'Yesterday' },
  careTeam: { id: 'messages.sample.careTeam', defaultMessage: 'Care Team' },
  counselorRole: { id: 'messages.sample.counselorRole', defaultMessage: 'Genetic Counselor' },
  neurologistRole: {
    id: 'messages.sample.neurologistRole',
    defaultMessage: 'Pediatric Neurologist',
  },
  supportRole: { id: 'messages.sample.supportRole', defaultMessage: 'herd Health Support' },
  summaryReady: {
    id: 'messages.sample.summaryReady',
    defaultMessage: 'Your genetic counseling summary is ready.',
  },
  followUp: {
    id: 'messages.sample.followUp',
    defaultMessage: 'See you at the follow-up next week.',
  },
  // Samples never state a fact about the patient (a report uploaded, a history missing): for
  // many patients it would be false.
  reviewProfile: {
    id: 'messages.sample.reviewProfile',
    defaultMessage: 'You can review your profile any time before your visit.',
  },
  welcome: {
    id: 'messages.sample.welcome',
    defaultMessage: 'Hello! I look forward to our genetic counseling session.',
  },
  prepare: {
    id: 'messages.sample.prepare',
    defaultMessage: 'Thank you. Is there anything I should prepare before our session?',
  },
  bringQuestions: {
    id: 'messages.sample.bringQuestions',
    defaultMessage: 'Your genetic counseling summary is ready. Bring any questions you have.',
  },
});

const sarah = verbatim('Dr. Sarah Johnson');
const michael = verbatim('Dr. Michael Chen');

export const sampleContacts: readonly SampleContact[] = [
  {
    id: 'sarah-johnson',
    name: sarah,
    role: sampleWords.counselorRole,
    status: 'online',
    lastMessage: sampleWords.summaryReady,
  },
  {
    id: 'michael-chen',
    name: michael,
    role: sampleWords.neurologistRole,
    status: 'offline',
    lastMessage: sampleWords.followUp,
  },
  {
    id: 'care-team',
    name: sampleWords.careTeam,
    role: sampleWords.supportRole,
    status: 'online',
    lastMessage: sampleWords.reviewProfile,
  },
];

export const sampleThreads: Readonly<Record<string, readonly SampleMessage[]>> = {
  'sarah-johnson': [
    {
      id: 'sj-1',
      sender: sarah,
      content: sampleWords.welcome,
      time: { at: { hours: 9, minutes: 12 } },
      isUser: false,
    },
    {
      id: 'sj-2',
      sender: sampleWords.you,
      content: sampleWords.prepare,
      time: { at: { hours: 9, minutes: 20 } },
      isUser: true,
    },
    {
      id: 'sj-3',
      sender: sarah,
      content: sampleWords.bringQuestions,
      time: { at: { hours: 9, minutes: 34 } },
      isUser: false,
    },
  ],
  'michael-chen': [
    {
      id: 'mc-1',
      sender: michael,
      content: sampleWords.followUp,
      time: { weekday: 'monday' },
      isUser: false,
    },
  ],
  'care-team': [
    {
      id: 'ct-1',
      sender: sampleWords.careTeam,
      content: sampleWords.reviewProfile,
      time: { said: sampleWords.yesterday },
      isUser: false,
    },
  ],
};

/**
 * Contacts whose name or role, as the patient reads them, contains the query
 * (case-insensitive); blank matches all.
 */
export function filterContacts(
  contacts: readonly SampleContact[],
  query: string,
  t: (message: Message) => string,
): SampleContact[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...contacts];
  return contacts.filter((contact) =>
    `${t(contact.name)} ${t(contact.role)}`.toLocaleLowerCase().includes(needle),
  );
}
