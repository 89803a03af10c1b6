import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeadLink } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('DeadLink', () => {
  it('is a focusable, disabled link that goes nowhere', async () => {
    const { container } = render(
      <p>
        <DeadLink>Forgot password?</DeadLink>
      </p>,
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('title', 'Not available yet');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/');
    await expectNoAxeViolations(container);
  });
});
