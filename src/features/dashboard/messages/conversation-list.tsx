import { defineMessages } from '@i18n/message';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { SearchIcon } from '@/ui/icons';
import { Input } from '@/ui/input';
import * as Tabs from '@/ui/tabs';
import { ContactAvatar } from './contact-avatar';
import { filterContacts, type SampleContact } from './sample-messages';

interface ConversationListProps {
  contacts: readonly SampleContact[];
  selectedId: string;
  onSelect(contactId: string): void;
}

const contactButtonClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '14',
  p: '3',
  borderRadius: 'lg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=true]': { bg: 'accent.subtle' },
});

const emptyClass = css({ color: 'fg.muted', textAlign: 'center', py: '6' });

const words = defineMessages({
  search: { id: 'messages.list.search', defaultMessage: 'Search conversations' },
  tabs: { id: 'messages.list.tabs', defaultMessage: 'Conversations' },
  all: { id: 'messages.list.all', defaultMessage: 'All' },
  unread: { id: 'messages.list.unread', defaultMessage: 'Unread' },
  noMatch: { id: 'messages.list.noMatch', defaultMessage: 'No conversations match "{query}".' },
  noUnread: { id: 'messages.list.noUnread', defaultMessage: 'No unread messages' },
  roleAndStatus: {
    id: 'messages.contact.roleAndStatus',
    defaultMessage: '{role} · {status, select, online {Online} other {Offline}}',
  },
});

export function ConversationList({ contacts, selectedId, onSelect }: ConversationListProps) {
  const t = useText();
  const [query, setQuery] = useState('');
  const shown = filterContacts(contacts, query, t);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ position: 'relative' })}>
        <span
          className={css({
            position: 'absolute',
            insetInlineStart: '3',
            top: '50%',
            transform: 'translateY(-50%)',
            color: 'fg.muted',
            display: 'inline-flex',
            pointerEvents: 'none',
          })}
        >
          <SearchIcon size={18} />
        </span>
        <Input
          type="search"
          aria-label={t(words.search)}
          placeholder={t(words.search)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={css({ ps: '10' })}
        />
      </div>
      <Tabs.Root defaultValue="all">
        <Tabs.List aria-label={t(words.tabs)}>
          <Tabs.Trigger value="all">{t(words.all)}</Tabs.Trigger>
          <Tabs.Trigger value="unread">{t(words.unread)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all" className={css({ pt: '2' })}>
          {shown.length === 0 ? (
            <p className={emptyClass}>{t(words.noMatch, { query: query.trim() })}</p>
          ) : (
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {shown.map((contact) => (
                <li key={contact.id}>
                  <button
                    type="button"
                    className={contactButtonClass}
                    aria-current={contact.id === selectedId ? true : undefined}
                    onClick={() => onSelect(contact.id)}
                  >
                    <ContactAvatar contact={contact} />
                    <span
                      className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}
                    >
                      <span className={css({ fontWeight: 'semibold' })}>{t(contact.name)}</span>
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                        {t(words.roleAndStatus, { role: contact.role, status: contact.status })}
                      </span>
                      <span
                        className={css({
                          fontSize: 'sm',
                          color: 'fg.muted',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        })}
                      >
                        {t(contact.lastMessage)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="unread" className={css({ pt: '2' })}>
          <p className={emptyClass}>{t(words.noUnread)}</p>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
