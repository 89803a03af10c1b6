import { Field } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { textarea } from 'styled-system/recipes';
import { useFieldDescribedBy } from './use-field-described-by';

export type TextareaProps = ComponentProps<typeof Field.Textarea>;

/** Multi-line input (120px minimum height); wired to the surrounding Field.Root like Input. */
export function Textarea({ className, 'aria-describedby': describedBy, ...props }: TextareaProps) {
  return (
    <Field.Textarea
      className={cx(textarea(), className)}
      aria-describedby={useFieldDescribedBy(describedBy)}
      {...props}
    />
  );
}
