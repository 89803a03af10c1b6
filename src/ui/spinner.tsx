import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { type SpinnerVariantProps, spinner } from 'styled-system/recipes';

export type SpinnerProps = ComponentProps<'span'> &
  SpinnerVariantProps & {
    /** When given, the spinner is announced (role=status); without it, it is decorative. */
    label?: string;
  };

const srOnly = css({ srOnly: true });
const statusRow = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });

export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  if (!label) {
    return <span {...props} className={cx(spinner({ size }), className)} aria-hidden="true" />;
  }
  return (
    <span role="status" className={cx(statusRow, className)} {...props}>
      <span className={spinner({ size })} aria-hidden="true" />
      <span className={srOnly}>{label}</span>
    </span>
  );
}
