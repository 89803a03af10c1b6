import { defineMessages } from '@i18n/message';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { SendIcon } from '@/ui/icons';
import { Textarea } from '@/ui/textarea';

const words = defineMessages({
  box: { id: 'messages.composer.box', defaultMessage: 'Message' },
  placeholder: { id: 'messages.composer.placeholder', defaultMessage: 'Type your message...' },
  sendMessage: { id: 'messages.composer.sendMessage', defaultMessage: 'Send message' },
  send: { id: 'messages.composer.send', defaultMessage: 'Send' },
});

/** Enter sends, Shift+Enter adds a line; blank messages cannot be sent. */
export function MessageComposer({ onSend }: { onSend(text: string): void }) {
  const t = useText();
  const [text, setText] = useState('');
  const canSend = text.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // IME composition uses Enter to confirm a word, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={onSubmit}
      className={css({ display: 'flex', alignItems: 'flex-end', gap: '2' })}
    >
      <Textarea
        aria-label={t(words.box)}
        placeholder={t(words.placeholder)}
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={css({ minHeight: '11', maxHeight: '40', resize: 'none', flex: '1' })}
      />
      <Button type="submit" disabled={!canSend} aria-label={t(words.sendMessage)}>
        <SendIcon size={18} />
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>{t(words.send)}</span>
      </Button>
    </form>
  );
}
