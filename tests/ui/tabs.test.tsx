import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor } from '../support/render';

function AppointmentTabs() {
  return (
    <Tabs.Root defaultValue="upcoming">
      <Tabs.List aria-label="Appointments">
        <Tabs.Trigger value="upcoming">Upcoming</Tabs.Trigger>
        <Tabs.Trigger value="past">Past</Tabs.Trigger>
        <Tabs.Trigger value="all">All</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="upcoming">Upcoming list</Tabs.Content>
      <Tabs.Content value="past">Past list</Tabs.Content>
      <Tabs.Content value="all">All list</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const { container } = render(<AppointmentTabs />);
    const upcoming = screen.getByRole('tab', { name: 'Upcoming' });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Upcoming list');
    await userEvent.tab();
    expect(upcoming).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past' });
    // zag moves focus on the next animation frame.
    await waitFor(() => expect(past).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(past).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByText('Past list')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Upcoming list')).not.toBeVisible());
    await expectNoAxeViolations(container);
  });

  it('selects a tab by click', async () => {
    render(<AppointmentTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getByText('All list')).toBeVisible());
    // Ark hides the previous panel on its next update, not in the same one.
    await waitFor(() => expect(screen.getByText('Upcoming list')).not.toBeVisible());
  });
});
