import { defineMessages } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import * as Card from '@/ui/card';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';
import { type SampleMessage, sampleContacts, sampleThreads, sampleWords } from './sample-messages';

export interface MessagesPageProps {
  /** Clock for new message times; injectable for tests. */
  now?: () => Date;
}

const words = defineMessages({
  title: { id: 'page.dashboardMessages.title', defaultMessage: 'Messages' },
  lead: { id: 'messages.lead', defaultMessage: 'Talk with your care team.' },
  soonTitle: { id: 'messages.soon.title', defaultMessage: 'Messaging is coming soon' },
  soonText: {
    id: 'messages.soon.text',
    defaultMessage:
      'These conversations are examples. Messages you write here are not sent to anyone yet; for anything urgent, call your care team.',
  },
});

/** Messages: sample conversations and a local-only chat (spec: nothing goes to a server). */
export function MessagesPage({ now = () => new Date() }: MessagesPageProps) {
  const t = useText();
  const [selectedId, setSelectedId] = useState(sampleContacts[0]?.id ?? '');
  const [threads, setThreads] = useState<Record<string, readonly SampleMessage[]>>(sampleThreads);
  // Phones show one pane at a time; desktop shows both side by side.
  const [mobilePane, setMobilePane] = useState<'list' | 'thread'>('list');
  const listPane = useRef<HTMLDivElement>(null);
  const threadPane = useRef<HTMLDivElement>(null);
  const paneChanged = useRef(false);

  // On phones the pane holding focus disappears; hand focus to the one that replaced it.
  useEffect(() => {
    if (!paneChanged.current) return;
    paneChanged.current = false;
    const hidden = mobilePane === 'thread' ? listPane.current : threadPane.current;
    if (!hidden || getComputedStyle(hidden).display !== 'none') return;
    const target =
      mobilePane === 'thread'
        ? threadPane.current?.querySelector<HTMLElement>('h2')
        : listPane.current?.querySelector<HTMLElement>('button[aria-current]');
    target?.focus();
  }, [mobilePane]);

  const showPane = (pane: 'list' | 'thread') => {
    paneChanged.current = true;
    setMobilePane(pane);
  };
  const contact = sampleContacts.find((c) => c.id === selectedId) ?? sampleContacts[0];

  const send = (text: string) => {
    if (!contact) return;
    setThreads((current) => {
      const thread = current[contact.id] ?? [];
      const message: SampleMessage = {
        id: `${contact.id}-local-${thread.length + 1}`,
        sender: sampleWords.you,
        content: verbatim(text),
        // Nothing is sent anywhere yet: the message says so instead of a "sent" time.
        time: { notSentAt: now() },
        isUser: true,
      };
      return { ...current, [contact.id]: [...thread, message] };
    });
  };

  return (
    <>
      <PageHeader title={t(words.title)}>{t(words.lead)}</PageHeader>
      <Alert.Root status="info" className={css({ mb: '4' })}>
        <Alert.Icon />
        <Alert.Content>
          <Alert.Title>{t(words.soonTitle)}</Alert.Title>
          <Alert.Description>{t(words.soonText)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
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
            ref={listPane}
            className={css({
              p: '3',
              minWidth: '0',
              borderInlineEndWidth: { md: '1px' },
              borderColor: 'border.subtle',
              '[data-pane=thread] > &': { display: { base: 'none', md: 'block' } },
            })}
          >
            <ConversationList
              contacts={sampleContacts}
              selectedId={selectedId}
              onSelect={(id) => {
                setSelectedId(id);
                showPane('thread');
              }}
            />
          </div>
          <div
            ref={threadPane}
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
                onBack={() => showPane('list')}
              />
            )}
          </div>
        </div>
      </Card.Root>
    </>
  );
}
