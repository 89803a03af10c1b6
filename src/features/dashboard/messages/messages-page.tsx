import { format } from 'date-fns';
import { useState } from 'react';
import { css } from 'styled-system/css';
import * as Card from '../../../ui/card';
import { PageHeader } from '../page-header';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';
import { type SampleMessage, sampleContacts, sampleThreads } from './sample-messages';

export interface MessagesPageProps {
  /** Clock for new message times; injectable for tests. */
  now?: () => Date;
}

/** Messages: sample conversations and a local-only chat (spec: nothing goes to a server). */
export function MessagesPage({ now = () => new Date() }: MessagesPageProps) {
  const [selectedId, setSelectedId] = useState(sampleContacts[0]?.id ?? '');
  const [threads, setThreads] = useState<Record<string, readonly SampleMessage[]>>(sampleThreads);
  // Phones show one pane at a time; desktop shows both side by side.
  const [mobilePane, setMobilePane] = useState<'list' | 'thread'>('list');
  const contact = sampleContacts.find((c) => c.id === selectedId) ?? sampleContacts[0];

  const send = (text: string) => {
    if (!contact) return;
    setThreads((current) => {
      const thread = current[contact.id] ?? [];
      const message: SampleMessage = {
        id: `${contact.id}-local-${thread.length + 1}`,
        sender: 'You',
        content: text,
        timestamp: format(now(), 'h:mm a'),
        isUser: true,
      };
      return { ...current, [contact.id]: [...thread, message] };
    });
  };

  return (
    <>
      <PageHeader title="Messages">Talk with your care team.</PageHeader>
      <Card.Root>
        <div
          data-pane={mobilePane}
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '20rem minmax(0, 1fr)' },
            minHeight: { md: '32rem' },
          })}
        >
          <div
            className={css({
              p: '3',
              minWidth: '0',
              borderRightWidth: { md: '1px' },
              borderColor: 'border.subtle',
              '[data-pane=thread] > &': { display: { base: 'none', md: 'block' } },
            })}
          >
            <ConversationList
              contacts={sampleContacts}
              selectedId={selectedId}
              onSelect={(id) => {
                setSelectedId(id);
                setMobilePane('thread');
              }}
            />
          </div>
          <div
            className={css({
              minWidth: '0',
              '[data-pane=list] > &': { display: { base: 'none', md: 'block' } },
            })}
          >
            {contact && (
              <ChatThread
                contact={contact}
                messages={threads[contact.id] ?? []}
                onSend={send}
                onBack={() => setMobilePane('list')}
              />
            )}
          </div>
        </div>
      </Card.Root>
    </>
  );
}
