import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentsPage } from '@/features/dashboard/appointments/appointments-page';
import { dateForKey } from '@/features/dashboard/appointments/calendar-keys';
import { monthWeeks } from '@/features/dashboard/appointments/month-weeks';
import { sampleAppointments } from '@/features/dashboard/appointments/sample-appointments';
import { expectNoAxeViolations } from '../support/axe';

// Wednesday, March 4, 2026.
const today = new Date(2026, 2, 4, 9, 15);

function dayPanel(): HTMLElement {
  return screen.getByRole('region', { name: /, 2026$/ });
}

describe('AppointmentsPage', () => {
  it("lists today's appointment with every detail", async () => {
    const { container } = render(<AppointmentsPage today={today} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const panel = dayPanel();
    expect(within(panel).getByRole('heading', { name: 'Wednesday, March 4, 2026' })).toBeVisible();
    const visit = within(panel).getByRole('article', { name: 'Genetic Counseling Session' });
    expect(within(visit).getByText('Virtual')).toBeInTheDocument();
    expect(within(visit).getByText('10:00 AM - 11:00 AM')).toBeInTheDocument();
    expect(within(visit).getByText('Dr. Sarah Johnson, Genetic Counselor')).toBeInTheDocument();
    expect(
      within(visit).getByText('Video Consultation (Link will be sent 15 minutes before)'),
    ).toBeInTheDocument();
    expect(within(visit).getByText(/review your genetic report/)).toBeInTheDocument();
    expect(within(visit).getByRole('button', { name: /Reschedule/ })).toBeEnabled();
    expect(within(visit).getByRole('button', { name: /Cancel/ })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('highlights days with appointments and selects a day by click', async () => {
    const user = userEvent.setup();
    render(<AppointmentsPage today={today} />);
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    const todayButton = within(grid).getByRole('button', {
      name: /March 4, 2026, today, 1 appointment/,
    });
    expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    const sixth = within(grid).getByRole('button', { name: /March 6, 2026, 2 appointments/ });
    expect(sixth).toHaveAttribute('data-has-appointments');
    expect(
      within(grid).getByRole('button', { name: 'Thursday, March 5, 2026' }),
    ).not.toHaveAttribute('data-has-appointments');
    await user.click(sixth);
    expect(sixth).toHaveAttribute('aria-pressed', 'true');
    const visit = within(dayPanel()).getByRole('article', { name: 'Neurology Follow-up' });
    expect(within(visit).getByText('In-person')).toBeInTheDocument();
    expect(within(visit).getByText('1540 E Hospital Dr, Ann Arbor, MI 48109')).toBeInTheDocument();
    expect(within(dayPanel()).getAllByRole('article')).toHaveLength(2);
  });

  it('moves through the calendar with the keyboard and shows an empty day', async () => {
    const onScheduleNew = vi.fn();
    const user = userEvent.setup();
    render(<AppointmentsPage today={today} onScheduleNew={onScheduleNew} />);
    const grid = screen.getByRole('grid');
    const todayButton = within(grid).getByRole('button', { name: /March 4, 2026/ });
    expect(todayButton).toHaveAttribute('tabindex', '0');
    todayButton.focus();
    await user.keyboard('{ArrowRight}');
    const fifth = within(grid).getByRole('button', { name: 'Thursday, March 5, 2026' });
    await waitFor(() => expect(fifth).toHaveFocus());
    expect(fifth).toHaveAttribute('tabindex', '0');
    expect(todayButton).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    expect(fifth).toHaveAttribute('aria-pressed', 'true');
    const panel = dayPanel();
    expect(within(panel).getByRole('heading', { name: 'No appointments scheduled' })).toBeVisible();
    expect(
      within(panel).getByText('There are no appointments scheduled for this date.'),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Schedule New Appointment' }));
    expect(onScheduleNew).toHaveBeenCalledOnce();

    fifth.focus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sunday, April 5, 2026' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowUp}{Home}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sunday, March 29, 2026' })).toHaveFocus(),
    );
  });

  it('steps day by day from the panel and the calendar follows', async () => {
    const user = userEvent.setup();
    render(<AppointmentsPage today={today} />);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      within(dayPanel()).getByRole('heading', { name: 'Friday, March 6, 2026' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /March 6, 2026/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(within(dayPanel()).getByText('No appointments scheduled')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
  });

  it('shows placeholders on Past and All, and the view buttons only toggle', async () => {
    const user = userEvent.setup();
    render(<AppointmentsPage today={today} />);
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() =>
      expect(screen.getByText('Your past appointments will be displayed here.')).toBeVisible(),
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() =>
      expect(screen.getByText('All of your appointments will be displayed here.')).toBeVisible(),
    );
    const day = screen.getByRole('button', { name: 'Day' });
    expect(day).toHaveAttribute('aria-pressed', 'false');
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('sampleAppointments', () => {
  it('dates the samples from the given day', () => {
    const samples = sampleAppointments(today);
    expect(samples[0]?.date).toEqual(new Date(2026, 2, 4));
    expect(samples.map((s) => s.type)).toContain('In-person');
    expect(samples.every((s) => s.date >= new Date(2026, 2, 4))).toBe(true);
  });
});

describe('calendar helpers', () => {
  it('lays a month out in Sunday-first weeks with blanks outside it', () => {
    // February 2026 starts on a Sunday and has 28 days: exactly four full weeks.
    const february = monthWeeks(new Date(2026, 1, 10));
    expect(february).toHaveLength(4);
    expect(february.flat().every(Boolean)).toBe(true);
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const march = monthWeeks(new Date(2026, 2, 1));
    expect(march).toHaveLength(5);
    expect(march[4]?.map((d) => d?.getDate() ?? null)).toEqual([
      29,
      30,
      31,
      null,
      null,
      null,
      null,
    ]);
  });

  it('maps the grid keys to dates', () => {
    const wednesday = new Date(2026, 2, 4);
    expect(dateForKey(wednesday, 'ArrowDown', false)).toEqual(new Date(2026, 2, 11));
    expect(dateForKey(wednesday, 'Home', false)).toEqual(new Date(2026, 2, 1));
    expect(dateForKey(wednesday, 'PageUp', true)).toEqual(new Date(2025, 2, 4));
    expect(dateForKey(wednesday, 'a', false)).toBeNull();
  });
});
