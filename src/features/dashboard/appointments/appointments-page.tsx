import { isBefore, isSameDay, startOfDay } from 'date-fns';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
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
        <PageHeader title="Appointments">Your visits with the care team.</PageHeader>
        <ViewToggle />
      </div>
      <Tabs.Root defaultValue="upcoming">
        <Tabs.List aria-label="Appointments">
          <Tabs.Trigger value="upcoming">Upcoming</Tabs.Trigger>
          <Tabs.Trigger value="past">Past</Tabs.Trigger>
          <Tabs.Trigger value="all">All</Tabs.Trigger>
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
          <AppointmentList
            items={past}
            empty="You have no past appointments with herd Health yet."
          />
        </Tabs.Content>
        <Tabs.Content value="all">
          <AppointmentList items={appointments} empty="You have no appointments yet." />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
