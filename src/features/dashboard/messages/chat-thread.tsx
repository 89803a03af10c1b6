import { defineMessages } from '@i18n/message';
import { css, cx } from 'styled-system/css';
import { iconButtonClass } from '@/features/dashboard/dashboard-shell-styles';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { ChevronLeftIcon } from '@/ui/icons';
import { ContactAvatar } from './contact-avatar';
import { MessageComposer } from './message-composer';
import { messageTimeText } from './message-time';
import type { SampleContact, SampleMessage } from './sample-messages';

interface ChatThreadProps {
  contact: SampleContact;
  messages: readonly SampleMessage[];
  onSend(text: string): void;
  onBack(): void;
}

const bubbleClass = css({
  maxWidth: '80%',
  px: '4',
  py: '2.5',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  color: 'fg.default',
  alignSelf: 'flex-start',
  '&[data-user]': { alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg' },
});

const words = defineMessages({
  conversation: { id: 'messages.thread.region', defaultMessage: 'Conversation with {name}' },
  back: { id: 'messages.thread.back', defaultMessage: 'Back to conversations' },
  roleAndStatus: {
    id: 'messages.contact.roleAndStatus',
    defaultMessage: '{role} · {status, select, online {Online} other {Offline}}',
  },
  log: { id: 'page.dashboardMessages.title', defaultMessage: 'Messages' },
  sender: {
    id: 'messages.thread.sender',
    defaultMessage: '{sender}:',
    description: 'Read by screen readers before each message: who wrote it.',
  },
});

export function ChatThread({ contact, messages, onSend, onBack }: ChatThreadProps) {
  const intl = useIntl();
  const t = useText();
  const name = t(contact.name);
  return (
    <section
      aria-label={t(words.conversation, { name })}
      className={css({ display: 'flex', flexDirection: 'column', minHeight: '0', height: 'full' })}
    >
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          p: '3',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <button
          type="button"
          onClick={onBack}
          aria-label={t(words.back)}
          className={cx(iconButtonClass, css({ md: { display: 'none' } }))}
        >
          <ChevronLeftIcon />
        </button>
        <ContactAvatar contact={contact} />
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          <h2
            tabIndex={-1}
            className={css({ fontWeight: 'semibold', fontSize: 'lg', _focus: { outline: 'none' } })}
          >
            {name}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t(words.roleAndStatus, { role: contact.role, status: contact.status })}
          </p>
        </div>
      </header>
      <div
        role="log"
        aria-label={t(words.log)}
        className={css({ flex: '1', overflowY: 'auto', p: '4', minHeight: '60' })}
      >
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {messages.map((message) => (
            <li key={message.id} data-user={message.isUser || undefined} className={bubbleClass}>
              <span className={css({ srOnly: true })}>
                {t(words.sender, { sender: message.sender })}{' '}
              </span>
              <p className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>
                {t(message.content)}
              </p>
              <p
                className={css({
                  fontSize: 'xs',
                  mt: '1',
                  textAlign: 'end',
                  color: 'fg.muted',
                  '[data-user] > &': { color: 'accent.fg' },
                })}
              >
                {messageTimeText(intl, message.time)}
              </p>
            </li>
          ))}
        </ol>
      </div>
      <div className={css({ p: '3', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
        <MessageComposer onSend={onSend} />
      </div>
    </section>
  );
}
