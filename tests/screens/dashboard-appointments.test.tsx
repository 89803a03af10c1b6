import { verbatim } from '@i18n/verbatim';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type Appointment,
  patientAppointments,
} from '@/features/dashboard/appointments/appointment';
import { AppointmentsPage } from '@/features/dashboard/appointments/appointments-page';
import { dateForKey } from '@/features/dashboard/appointments/calendar-keys';
import { monthWeeks } from '@/features/dashboard/appointments/month-weeks';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor, within } from '../support/render';

// Wednesday, March 4, 2026.
const today = new Date(2026, 2, 4, 9, 15);

function dayPanel(): HTMLElement {
  return screen.getByRole('region', { name: /, 2026$/ });
}

function visit(overrides: Partial<Appointment>): Appointment {
  return {
    id: 'visit',
    title: verbatim('Genetic Counseling'),
    date: new Date(2026, 2, 4, 10),
    provider: verbatim('Your herd Health genetic counselor'),
    type: 'Virtual',
    ...overrides,
  };
}

const twoVisits = [
  visit({ id: 'counseling', notes: verbatim('Bring your report.') }),
  visit({
    id: 'neurology',
    title: verbatim('Neurology Follow-up'),
    date: new Date(2026, 2, 6, 14),
    type: 'In-person',
    address: '1540 E Hospital Dr, Ann Arbor, MI 48109',
  }),
  visit({ id: 'earlier', title: verbatim('First Visit'), date: new Date(2026, 1, 2, 9) }),
];

describe('AppointmentsPage', () => {
  it("opens on the next appointment's day with every detail", async () => {
    const onScheduleNew = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <AppointmentsPage appointments={twoVisits} today={today} onScheduleNew={onScheduleNew} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const panel = dayPanel();
    expect(within(panel).getByRole('heading', { name: 'Wednesday, March 4, 2026' })).toBeVisible();
    const card = within(panel).getByRole('article', { name: 'Genetic Counseling' });
    expect(within(card).getByText('Virtual')).toBeInTheDocument();
    expect(within(card).getByText('10:00 AM')).toBeInTheDocument();
    expect(
      within(card).getByText('Video Consultation (Link will be sent 15 minutes before)'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Bring your report.')).toBeInTheDocument();
    expect(within(card).getByText(/link in your booking confirmation email/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reschedule Genetic Counseling' }));
    expect(onScheduleNew).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('without a scheduler, Reschedule is disabled rather than doing nothing', () => {
    render(<AppointmentsPage appointments={twoVisits} today={today} />);
    expect(screen.getByRole('button', { name: 'Reschedule Genetic Counseling' })).toBeDisabled();
  });

  it('highlights days with appointments and selects a day by click', async () => {
    const user = userEvent.setup();
    render(<AppointmentsPage appointments={twoVisits} today={today} />);
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    const todayButton = within(grid).getByRole('button', {
      name: /March 4, 2026, today, 1 appointment/,
    });
    expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    const sixth = within(grid).getByRole('button', { name: /March 6, 2026, 1 appointment/ });
    expect(sixth).toHaveAttribute('data-has-appointments');
    expect(
      within(grid).getByRole('button', { name: 'Thursday, March 5, 2026' }),
    ).not.toHaveAttribute('data-has-appointments');
    await user.click(sixth);
    expect(sixth).toHaveAttribute('aria-pressed', 'true');
    const card = within(dayPanel()).getByRole('article', { name: 'Neurology Follow-up' });
    expect(within(card).getByText('In-person')).toBeInTheDocument();
    expect(within(card).getByText('1540 E Hospital Dr, Ann Arbor, MI 48109')).toBeInTheDocument();
  });

  it('with no appointments, opens on today and offers to schedule one', async () => {
    const onScheduleNew = vi.fn();
    const user = userEvent.setup();
    render(<AppointmentsPage appointments={[]} today={today} onScheduleNew={onScheduleNew} />);
    const panel = dayPanel();
    expect(within(panel).getByRole('heading', { name: 'Wednesday, March 4, 2026' })).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'No appointments scheduled' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Schedule New Appointment' }));
    expect(onScheduleNew).toHaveBeenCalledOnce();
  });

  it('moves through the calendar with the keyboard', async () => {
    const user = userEvent.setup();
    render(<AppointmentsPage appointments={twoVisits} today={today} />);
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
    expect(within(dayPanel()).getByText('No appointments scheduled')).toBeVisible();

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
    render(<AppointmentsPage appointments={twoVisits} today={today} />);
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

  it('lists past and all appointments, with an empty message when there are none', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AppointmentsPage appointments={twoVisits} today={today} />);
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'First Visit' })).toBeVisible());
    expect(screen.queryByRole('article', { name: 'Neurology Follow-up' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    unmount();

    render(<AppointmentsPage appointments={[]} today={today} />);
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() =>
      expect(screen.getByText('You have no past appointments with herd Health yet.')).toBeVisible(),
    );
  });
});

describe('patientAppointments', () => {
  it("is the patient's booked visit, dated from the booking's start time", () => {
    const appointments = patientAppointments('2026-03-04T15:30:00');
    const [appointment, ...rest] = appointments;
    expect(rest).toEqual([]);
    expect(appointment?.date).toEqual(new Date(2026, 2, 4, 15, 30));
    // Its time is read from that date, in the patient's language.
    render(<AppointmentsPage appointments={appointments} today={today} />);
    const card = within(dayPanel()).getByRole('article', { name: 'Genetic Counseling' });
    expect(within(card).getByText('3:30 PM')).toBeInTheDocument();
  });

  it('is empty without a booking or with a date that cannot be read', () => {
    expect(patientAppointments(null)).toEqual([]);
    expect(patientAppointments('not a date')).toEqual([]);
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
