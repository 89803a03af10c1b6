import { defineMessages } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import * as Collapsible from '@/ui/collapsible';

/** "View full extracted text": the raw text, line breaks kept, in its own scrollable box. */
const words = defineMessages({
  view: { id: 'report.extractedText.view', defaultMessage: 'View full extracted text' },
  region: { id: 'report.extractedText.region', defaultMessage: 'Extracted text' },
});

export function ExtractedText({ text }: { text: string }) {
  const t = useText();
  return (
    <Collapsible.Root>
      <Collapsible.Trigger>
        {t(words.view)}
        <Collapsible.Indicator />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <section
          aria-label={t(words.region)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className={css({
            maxHeight: '20rem',
            overflow: 'auto',
            p: '4',
            bg: 'bg.subtle',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: 'border.subtle',
          })}
        >
          <pre
            dir="ltr"
            lang="en"
            className={css({
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontFamily: 'mono',
              fontSize: 'sm',
              color: 'fg.default',
              m: '0',
            })}
          >
            {text}
          </pre>
        </section>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
