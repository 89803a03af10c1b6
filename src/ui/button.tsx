import type { ComponentProps, MouseEvent } from 'react';
import { cx } from 'styled-system/css';
import { type ButtonVariantProps, button } from 'styled-system/recipes';
import { Spinner } from './spinner';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /**
     * Busy: shows a spinner, swaps the label for `loadingText`, sets aria-busy and ignores
     * activation. It stays focusable (aria-disabled, not disabled), so a keyboard user keeps
     * their place while it works and when it fails.
     */
    loading?: boolean;
    loadingText?: string;
  };

/** A busy button's click does nothing, not even submit its form (Enter in a field clicks it too). */
function ignoreActivation(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

export function Button(props: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props);
  const { loading, loadingText, disabled, children, className, type, onClick, ...buttonProps } =
    rest;
  return (
    <button
      type={type ?? 'button'}
      className={cx(button(variants), className)}
      disabled={disabled && !loading}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? ignoreActivation : onClick}
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
