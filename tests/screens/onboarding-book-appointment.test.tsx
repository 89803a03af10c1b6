import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { expectBusyWithFocus } from '../support/expect-busy';
import { screen, waitFor } from '../support/render';
import { renderOnboarding } from './onboarding-harness';

const bookingPath = '/onboarding/book-appointment';

describe('Step 5, book appointment', () => {
  it('places the booking calendar with Back and "Complete & Go to Dashboard"', async () => {
    const { container } = renderOnboarding({ redirectPath: bookingPath });
    await screen.findByRole('heading', { level: 1, name: 'Book Appointment' });
    expect(screen.getByText('Step 5 of 5')).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Book a genetic counseling appointment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Complete & Go to Dashboard' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('completing shows "Completing..." and marks onboarding complete', async () => {
    let finish: () => void = () => {};
    const { saves } = renderOnboarding({
      redirectPath: bookingPath,
      saveOnboarding: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Book Appointment' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete & Go to Dashboard' }));
    expectBusyWithFocus(await screen.findByRole('button', { name: 'Completing...' }));
    expect(saves[0]?.patch).toEqual({ has_completed_onboarding: true, appointmentDate: null });
    finish();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Book Appointment' })).toBeNull(),
    );
  });

  it('stays on the page when completing fails', async () => {
    renderOnboarding({
      redirectPath: bookingPath,
      saveOnboarding: async () => {
        throw new Error('offline');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Book Appointment' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete & Go to Dashboard' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Complete & Go to Dashboard' })).toBeEnabled(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
  });

  it('Back returns to the medical history step', async () => {
    renderOnboarding({ redirectPath: bookingPath });
    await screen.findByRole('heading', { level: 1, name: 'Book Appointment' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Medical History' })).toBeVisible();
  });
});
