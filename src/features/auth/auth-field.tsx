import { type InputHTMLAttributes, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';

// The asterisk is decoration: the input's `required` is what assistive technology reads.
const requiredMark = css({ _after: { content: '"*"', color: 'danger.text', ms: '0.5' } });

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  helper?: string;
  /** Extra content beside the label (the "Forgot password?" link). */
  aside?: React.ReactNode;
}

/** A labelled input for the sign-in forms, styled by the design system's field and input recipes. */
export function AuthField({
  label,
  helper,
  aside,
  required = true,
  ...inputProps
}: AuthFieldProps) {
  const id = useId();
  const helperId = helper ? `${id}-helper` : undefined;
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
        aria-describedby={helperId}
        className={input()}
        {...inputProps}
      />
      {helper && (
        <span id={helperId} className={classes.helperText}>
          {helper}
        </span>
      )}
    </div>
  );
}
