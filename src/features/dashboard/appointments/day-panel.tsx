import { defineMessages } from '@i18n/message';
import { addDays } from 'date-fns';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { iconButtonClass } from '@/features/dashboard/dashboard-shell-styles';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '@/ui/icons';
import type { Appointment } from './appointment';
import { AppointmentCard } from './appointment-card';

interface DayPanelProps {
  date: Date;
  appointments: Appointment[];
  onDateChange(date: Date): void;
  onScheduleNew?: () => void;
}

const words = defineMessages({
  previous: { id: 'appointments.day.previous', defaultMessage: 'Previous day' },
  next: { id: 'appointments.day.next', defaultMessage: 'Next day' },
  emptyTitle: { id: 'appointments.day.emptyTitle', defaultMessage: 'No appointments scheduled' },
  emptyText: {
    id: 'appointments.day.emptyText',
    defaultMessage: 'There are no appointments scheduled for this date.',
  },
  schedule: { id: 'appointments.day.schedule', defaultMessage: 'Schedule New Appointment' },
});

/** The selected day: previous/next day, then its appointments or an empty state. */
export function DayPanel({ date, appointments, onDateChange, onScheduleNew }: DayPanelProps) {
  const intl = useIntl();
  const t = useText();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t(words.previous)}
          onClick={() => onDateChange(addDays(date, -1))}
        >
          <ChevronLeftIcon />
        </button>
        <h2
          id={headingId}
          aria-live="polite"
          className={css({
            flex: '1',
            textAlign: 'center',
            fontSize: 'lg',
            fontWeight: 'semibold',
          })}
        >
          {intl.formatDate(date, { dateStyle: 'full' })}
        </h2>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t(words.next)}
          onClick={() => onDateChange(addDays(date, 1))}
        >
          <ChevronRightIcon />
        </button>
      </div>
      {appointments.length > 0 ? (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard appointment={appointment} onReschedule={onScheduleNew} />
            </li>
          ))}
        </ul>
      ) : (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '2',
            textAlign: 'center',
            px: '4',
            py: '8',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'border.default',
            borderRadius: 'lg',
          })}
        >
          <h3 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{t(words.emptyTitle)}</h3>
          <p className={css({ color: 'fg.muted' })}>{t(words.emptyText)}</p>
          <Button variant="outline" onClick={onScheduleNew} className={css({ mt: '2' })}>
            <PlusIcon />
            {t(words.schedule)}
          </Button>
        </div>
      )}
    </section>
  );
}
