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
    expect(button).toBeDisabled();
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
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
