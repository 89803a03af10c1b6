import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button, Dialog } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor } from '../support/render';

function CancelDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Cancel appointment</Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Title>Cancel appointment?</Dialog.Title>
        <Dialog.Description>You can book again later.</Dialog.Description>
        <Dialog.CloseTrigger />
      </Dialog.Popup>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens a titled modal from the keyboard and closes with Escape', async () => {
    render(<CancelDialog />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment?' });
    expect(dialog).toHaveAccessibleDescription('You can book again later.');
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the Close button', async () => {
    render(<CancelDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
