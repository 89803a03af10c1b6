import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';
import { AlertCircleIcon } from '@/ui/icons';

// The asterisk is decoration: the input's `required` is what assistive technology reads.
const requiredMark = css({ _after: { content: '"*"', color: 'danger.text', ms: '0.5' } });

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  helper?: string;
  /** Extra content beside the label (the "Forgot password?" link). */
  aside?: React.ReactNode;
  /** What is wrong with the value, in the patient's words (shown under the field). */
  error?: string | null;
  /** What the patient can do about the error (links under it). */
  errorActions?: ReactNode;
}

/** A labelled input for the sign-in forms, styled by the design system's field and input recipes. */
export function AuthField({
  label,
  helper,
  aside,
  error,
  errorActions,
  required = true,
  ...inputProps
}: AuthFieldProps) {
  const id = useId();
  const helperId = helper ? `${id}-helper` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  const classes = field();
  return (
    <div className={classes.root}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <label htmlFor={id} className={cx(classes.label, required && requiredMark)}>
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={input()}
        {...inputProps}
      />
      {error && (
        <span id={errorId} className={classes.errorText}>
          <span className={css({ flexShrink: '0', display: 'inline-flex' })}>
            <AlertCircleIcon size={16} />
          </span>
          <span>{error}</span>
        </span>
      )}
      {error && errorActions}
      {helper && (
        <span id={helperId} className={classes.helperText}>
          {helper}
        </span>
      )}
    </div>
  );
}
