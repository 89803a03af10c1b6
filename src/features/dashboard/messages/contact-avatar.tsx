import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Avatar from '@/ui/avatar';
import type { SampleContact } from './sample-messages';

/** Initials with a small presence dot; the status itself is spelled out next to the name. */
export function ContactAvatar({ contact }: { contact: SampleContact }) {
  const t = useText();
  return (
    <span className={css({ position: 'relative', display: 'inline-flex', flexShrink: '0' })}>
      <Avatar.Root aria-hidden="true">
        <Avatar.Fallback translate="no">
          {Avatar.initials(t(contact.name).replace(/^Dr\.\s*/, ''))}
        </Avatar.Fallback>
      </Avatar.Root>
      <span
        data-status={contact.status}
        className={css({
          position: 'absolute',
          insetEnd: '0',
          bottom: '0',
          width: '3',
          height: '3',
          borderRadius: 'full',
          borderWidth: '2px',
          borderColor: 'bg.surface',
          bg: 'fg.subtle',
          '&[data-status=online]': { bg: 'success.default' },
        })}
      />
    </span>
  );
}
