import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { type ButtonVariantProps, button } from 'styled-system/recipes';
import { Spinner } from './spinner';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Busy: shows a spinner, swaps the label for `loadingText`, disables and sets aria-busy. */
    loading?: boolean;
    loadingText?: string;
  };

export function Button(props: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props);
  const { loading, loadingText, disabled, children, className, type, ...buttonProps } = rest;
  return (
    <button
      type={type ?? 'button'}
      className={cx(button(variants), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...buttonProps}
    >
      {loading ? (
        <>
          <Spinner size="sm" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
