import { defineMessages, type Message } from '@i18n/message';
import { parseISO } from 'date-fns';

export type AppointmentType = 'Virtual' | 'In-person';

/** An appointment as the calendar and the day panel show it (its time is read from `date`). */
export interface Appointment {
  id: string;
  title: Message;
  date: Date;
  provider: Message;
  type: AppointmentType;
  /** As the booking gave it. */
  address?: string;
  notes?: Message;
}

const counseling = defineMessages({
  title: { id: 'appointments.counseling.title', defaultMessage: 'Genetic Counseling' },
  provider: {
    id: 'appointments.counseling.provider',
    defaultMessage: 'Your herd Health genetic counselor',
  },
  notes: {
    id: 'appointments.counseling.notes',
    defaultMessage: 'We will go through your history and, if you shared one, your genetic report.',
  },
});

/**
 * The patient's appointments: the genetic counseling visit booked in the calendar (its start
 * time is all the booking tells us). There is no appointments API beyond it, and no samples are
 * shown as if they were the patient's.
 */
export function patientAppointments(appointmentDate: string | null): Appointment[] {
  if (!appointmentDate) return [];
  const date = parseISO(appointmentDate);
  if (Number.isNaN(date.getTime())) return [];
  return [
    {
      id: 'genetic-counseling',
      title: counseling.title,
      date,
      provider: counseling.provider,
      type: 'Virtual',
      notes: counseling.notes,
    },
  ];
}
