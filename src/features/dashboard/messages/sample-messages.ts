/** Hard-coded samples (spec section 3): the dashboard has no messaging API. */
export interface SampleContact {
  id: string;
  name: string;
  role: string;
  status: 'online' | 'offline';
  lastMessage: string;
}

export interface SampleMessage {
  id: string;
  sender: string;
  content: string;
  timestamp: string;
  isUser: boolean;
}

export const sampleContacts: readonly SampleContact[] = [
  {
    id: 'sarah-johnson',
    name: 'Dr. Sarah Johnson',
    role: 'Genetic Counselor',
    status: 'online',
    lastMessage: 'Your genetic counseling summary is ready.',
  },
  {
    id: 'michael-chen',
    name: 'Dr. Michael Chen',
    role: 'Pediatric Neurologist',
    status: 'offline',
    lastMessage: 'See you at the follow-up next week.',
  },
  {
    id: 'care-team',
    name: 'Care Team',
    role: 'herd Health Support',
    status: 'online',
    lastMessage: 'Please add your family history when you can.',
  },
];

export const sampleThreads: Readonly<Record<string, readonly SampleMessage[]>> = {
  'sarah-johnson': [
    {
      id: 'sj-1',
      sender: 'Dr. Sarah Johnson',
      content: 'Hello! I have reviewed the genetic report you uploaded.',
      timestamp: '9:12 AM',
      isUser: false,
    },
    {
      id: 'sj-2',
      sender: 'You',
      content: 'Thank you. Is there anything I should prepare before our session?',
      timestamp: '9:20 AM',
      isUser: true,
    },
    {
      id: 'sj-3',
      sender: 'Dr. Sarah Johnson',
      content: 'Your genetic counseling summary is ready. Bring any questions you have.',
      timestamp: '9:34 AM',
      isUser: false,
    },
  ],
  'michael-chen': [
    {
      id: 'mc-1',
      sender: 'Dr. Michael Chen',
      content: 'See you at the follow-up next week.',
      timestamp: 'Mon',
      isUser: false,
    },
  ],
  'care-team': [
    {
      id: 'ct-1',
      sender: 'Care Team',
      content: 'Please add your family history when you can.',
      timestamp: 'Yesterday',
      isUser: false,
    },
  ],
};

/** Contacts whose name or role contains the query (case-insensitive); blank matches all. */
export function filterContacts(contacts: readonly SampleContact[], query: string): SampleContact[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...contacts];
  return contacts.filter((contact) =>
    `${contact.name} ${contact.role}`.toLowerCase().includes(needle),
  );
}
