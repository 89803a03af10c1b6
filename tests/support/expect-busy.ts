import { expect } from 'vitest';

/**
 * A busy button (`loading`): says so (aria-busy), refuses presses (aria-disabled) and keeps the
 * keyboard focus of whoever pressed it, since it is not natively disabled.
 */
export function expectBusyWithFocus(button: HTMLElement) {
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toBeDisabled();
  expect(button).toHaveFocus();
}
