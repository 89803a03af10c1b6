import { format, parseISO } from 'date-fns';

export type AppointmentType = 'Virtual' | 'In-person';

/** An appointment as the calendar and the day panel show it. */
export interface Appointment {
  id: string;
  title: string;
  date: Date;
  time: string;
  provider: string;
  type: AppointmentType;
  address?: string;
  notes?: string;
}

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
      title: 'Genetic Counseling',
      date,
      time: format(date, 'h:mm a'),
      provider: 'Your herd Health genetic counselor',
      type: 'Virtual',
      notes: 'We will go through your history and, if you shared one, your genetic report.',
    },
  ];
}
