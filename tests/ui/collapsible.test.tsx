import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Collapsible } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor } from '../support/render';

describe('Collapsible', () => {
  it('toggles its content from the keyboard', async () => {
    const { container } = render(
      <Collapsible.Root>
        <Collapsible.Trigger>
          Show extracted text
          <Collapsible.Indicator />
        </Collapsible.Trigger>
        <Collapsible.Content>PATIENT: Jane Doe</Collapsible.Content>
      </Collapsible.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Show extracted text' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('PATIENT: Jane Doe')).not.toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('PATIENT: Jane Doe')).toBeVisible());
    await expectNoAxeViolations(container);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });
});
