import { css } from 'styled-system/css';
import * as Collapsible from '@/ui/collapsible';

/** "View full extracted text": the raw text, line breaks kept, in its own scrollable box. */
export function ExtractedText({ text }: { text: string }) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger>
        View full extracted text
        <Collapsible.Indicator />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <section
          aria-label="Extracted text"
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
