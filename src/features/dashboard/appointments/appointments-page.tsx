import { defineMessages } from '@i18n/message';
import { isBefore, isSameDay, startOfDay } from 'date-fns';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import { useText } from '@/lib/i18n/use-text';
import * as Card from '@/ui/card';
import * as Tabs from '@/ui/tabs';
import type { Appointment } from './appointment';
import { AppointmentCard } from './appointment-card';
import { DayPanel } from './day-panel';
import { MonthCalendar } from './month-calendar';
import { ViewToggle } from './view-toggle';

export interface AppointmentsPageProps {
  appointments: Appointment[];
  /** Injected so tests have a fixed "today". */
  today?: Date;
  onScheduleNew?: () => void;
}

const placeholderClass = css({ color: 'fg.muted', py: '8', textAlign: 'center' });

const words = defineMessages({
  title: { id: 'page.dashboardCalendar.title', defaultMessage: 'Appointments' },
  lead: { id: 'appointments.lead', defaultMessage: 'Your visits with the care team.' },
  tabs: { id: 'appointments.tabs', defaultMessage: 'Appointments' },
  upcoming: { id: 'appointments.upcoming', defaultMessage: 'Upcoming' },
  past: { id: 'appointments.past', defaultMessage: 'Past' },
  all: { id: 'appointments.all', defaultMessage: 'All' },
  noPast: {
    id: 'appointments.noPast',
    defaultMessage: 'You have no past appointments with herd Health yet.',
  },
  none: { id: 'appointments.none', defaultMessage: 'You have no appointments yet.' },
});

function AppointmentList({ items, empty }: { items: Appointment[]; empty: string }) {
  if (items.length === 0) return <p className={placeholderClass}>{empty}</p>;
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '4' })}>
      {items.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentCard appointment={appointment} />
        </li>
      ))}
    </ul>
  );
}

/** Appointments: Upcoming (calendar and day panel), Past and All. */
export function AppointmentsPage({
  appointments,
  today = new Date(),
  onScheduleNew,
}: AppointmentsPageProps) {
  const t = useText();
  const day = startOfDay(today);
  const upcoming = appointments.filter((a) => !isBefore(startOfDay(a.date), day));
  const past = appointments.filter((a) => isBefore(startOfDay(a.date), day));
  // The calendar opens on the next appointment's day, so the patient sees it at once.
  const [selectedDate, setSelectedDate] = useState(() => upcoming[0]?.date ?? day);
  const onDay = (date: Date) => appointments.filter((a) => isSameDay(a.date, date));

  return (
    <>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <PageHeader title={t(words.title)}>{t(words.lead)}</PageHeader>
        <ViewToggle />
      </div>
      <Tabs.Root defaultValue="upcoming">
        <Tabs.List aria-label={t(words.tabs)}>
          <Tabs.Trigger value="upcoming">{t(words.upcoming)}</Tabs.Trigger>
          <Tabs.Trigger value="past">{t(words.past)}</Tabs.Trigger>
          <Tabs.Trigger value="all">{t(words.all)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming">
          <div
            className={css({
              display: 'grid',
              gap: '5',
              gridTemplateColumns: { base: '1fr', lg: '22rem minmax(0, 1fr)' },
              alignItems: 'start',
            })}
          >
            <Card.Root size="sm">
              <Card.Body>
                <MonthCalendar
                  selectedDate={selectedDate}
                  today={day}
                  onSelect={setSelectedDate}
                  appointmentCount={(date) => onDay(date).length}
                />
              </Card.Body>
            </Card.Root>
            <DayPanel
              date={selectedDate}
              appointments={onDay(selectedDate)}
              onDateChange={setSelectedDate}
              onScheduleNew={onScheduleNew}
            />
          </div>
        </Tabs.Content>
        <Tabs.Content value="past">
          <AppointmentList items={past} empty={t(words.noPast)} />
        </Tabs.Content>
        <Tabs.Content value="all">
          <AppointmentList items={appointments} empty={t(words.none)} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
