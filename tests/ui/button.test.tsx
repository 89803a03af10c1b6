import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('Button', () => {
  it('is a real button that activates with the keyboard', async () => {
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Sign in</Button>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('shows the busy label, sets aria-busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading loadingText="Signing in..." onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('a busy submit button submits nothing, pressed or asked by Enter in a field (its focus in Chromium: e2e/busy-button-focus.spec.ts)', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    function Form({ busy }: { busy: boolean }) {
      return (
        <form onSubmit={onSubmit}>
          <input aria-label="Email" />
          <Button type="submit" loading={busy} loadingText="Signing in...">
            Sign in
          </Button>
        </form>
      );
    }
    const { rerender } = render(<Form busy={false} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<Form busy />);
    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy);
    // Enter in a field asks the form's default button, which is busy: no second submission.
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is natively disabled when disabled and not busy, and never both', () => {
    render(
      <>
        <Button disabled>Next</Button>
        <Button disabled loading loadingText="Saving...">
          Save
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).not.toBeDisabled();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps its label when loading without a loadingText and applies variant classes', () => {
    render(
      <>
        <Button loading>Save</Button>
        <Button variant="danger">Delete</Button>
        <Button type="submit" variant="outline" size="lg">
          Submit
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(
      /button--variant_danger/,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).not.toHaveAttribute('aria-busy');
  });
});
