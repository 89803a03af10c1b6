import type { ComponentProps } from 'react';
import { AlertCircleIcon, Field, Input } from '@/ui';

type TextFieldProps = Omit<ComponentProps<typeof Input>, 'onChange'> & {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | null;
  helperText?: string;
};

/** Label, input and error message in one; extra props go to the input. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  ...rest
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        {...rest}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>
        <AlertCircleIcon size={16} />
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
