import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen } from '../support/render';

describe('ScrollArea', () => {
  it('has the fixed height and a focusable, named region', async () => {
    const { container } = render(
      <ScrollArea.Root height="300px" label="Disease information" data-testid="root">
        <p>Cystic fibrosis</p>
        <p>Li-Fraumeni syndrome</p>
      </ScrollArea.Root>,
    );
    expect(screen.getByTestId('root')).toHaveStyle({ height: '300px' });
    const region = screen.getByRole('region', { name: 'Disease information' });
    expect(region).toHaveTextContent('Cystic fibrosis');
    await userEvent.tab();
    expect(region).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
