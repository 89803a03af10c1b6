import { Field } from '@ark-ui/react/field';
import type { ComponentProps, FocusEvent } from 'react';
import { cx } from 'styled-system/css';
import { textarea } from 'styled-system/recipes';
import { useFieldDescribedBy } from './use-field-described-by';

export type TextareaProps = ComponentProps<typeof Field.Textarea>;

/**
 * The browser scrolls only a text box's caret into view on focus, which can leave the rest of the
 * box under a bar that stays on screen; the whole box comes into view instead (within the page's
 * scroll padding, src/index.css).
 */
function revealWholeBox(event: FocusEvent<HTMLTextAreaElement>) {
  event.currentTarget.scrollIntoView?.({ block: 'nearest' });
}

/** Multi-line input (120px minimum height); wired to the surrounding Field.Root like Input. */
export function Textarea({
  className,
  'aria-describedby': describedBy,
  onFocus,
  ...props
}: TextareaProps) {
  return (
    <Field.Textarea
      className={cx(textarea(), className)}
      aria-describedby={useFieldDescribedBy(describedBy)}
      onFocus={(event) => {
        revealWholeBox(event);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
