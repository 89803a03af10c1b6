import { Field } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { useFieldDescribedBy } from './use-field-described-by';

export type InputProps = ComponentProps<typeof Field.Input>;

/** Text-like input; inside a Field.Root it picks up id, label, aria-describedby and invalid state. */
export function Input({ className, 'aria-describedby': describedBy, ...props }: InputProps) {
  return (
    <Field.Input
      className={cx(input(), className)}
      aria-describedby={useFieldDescribedBy(describedBy)}
      {...props}
    />
  );
}
