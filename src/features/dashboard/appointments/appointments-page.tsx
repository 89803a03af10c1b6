import { isSameDay, startOfDay } from 'date-fns';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import * as Card from '@/ui/card';
import * as Tabs from '@/ui/tabs';
import { DayPanel } from './day-panel';
import { MonthCalendar } from './month-calendar';
import { type SampleAppointment, sampleAppointments } from './sample-appointments';
import { ViewToggle } from './view-toggle';

export interface AppointmentsPageProps {
  /** Injected so tests (and the samples) have a fixed "today". */
  today?: Date;
  appointments?: SampleAppointment[];
  onScheduleNew?: () => void;
}

const placeholderClass = css({ color: 'fg.muted', py: '8', textAlign: 'center' });

/** Appointments: Upcoming (calendar and day panel), Past and All (placeholders). */
export function AppointmentsPage({
  today = new Date(),
  appointments,
  onScheduleNew,
}: AppointmentsPageProps) {
  const day = startOfDay(today);
  const dayKey = day.getTime();
  const all = useMemo(
    () => appointments ?? sampleAppointments(new Date(dayKey)),
    [appointments, dayKey],
  );
  const [selectedDate, setSelectedDate] = useState(day);
  const onDay = (date: Date) => all.filter((appointment) => isSameDay(appointment.date, date));

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
          <p className={placeholderClass}>Your past appointments will be displayed here.</p>
        </Tabs.Content>
        <Tabs.Content value="all">
          <p className={placeholderClass}>All of your appointments will be displayed here.</p>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
