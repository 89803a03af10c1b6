import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor } from '../support/render';

function Variants() {
  return (
    <Accordion.Root collapsible>
      {['BRCA1 c.68_69del', 'CFTR F508del'].map((name) => (
        // Values with spaces and symbols still give valid id references.
        <Accordion.Item key={name} value={name}>
          <Accordion.ItemTrigger>
            {name}
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>Details of {name}</Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('expands and collapses items with the keyboard', async () => {
    const { container } = render(<Variants />);
    const first = screen.getByRole('button', { name: 'BRCA1 c.68_69del' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Details of BRCA1 c.68_69del')).toBeVisible());
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Details of BRCA1 c.68_69del');
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: 'CFTR F508del' });
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
  });
});
