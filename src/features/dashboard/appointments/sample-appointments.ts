import { addDays, startOfDay } from 'date-fns';

export type AppointmentType = 'Virtual' | 'In-person';

/** Hard-coded sample (spec section 3): the dashboard has no appointments API. */
export interface SampleAppointment {
  id: string;
  title: string;
  date: Date;
  time: string;
  provider: string;
  type: AppointmentType;
  address?: string;
  notes?: string;
}

/** Samples dated from `today`, so the calendar always has something to show this month. */
export function sampleAppointments(today: Date): SampleAppointment[] {
  const day = startOfDay(today);
  return [
    {
      id: 'genetic-counseling',
      title: 'Genetic Counseling Session',
      date: day,
      time: '10:00 AM - 11:00 AM',
      provider: 'Dr. Sarah Johnson, Genetic Counselor',
      type: 'Virtual',
      notes: 'We will review your genetic report together. Have any questions ready.',
    },
    {
      id: 'neurology-follow-up',
      title: 'Neurology Follow-up',
      date: addDays(day, 2),
      time: '2:00 PM - 2:45 PM',
      provider: 'Dr. Michael Chen, Pediatric Neurology',
      type: 'In-person',
      address: '1540 E Hospital Dr, Ann Arbor, MI 48109',
      notes: 'Bring your current medication list.',
    },
    {
      id: 'nutrition-check-in',
      title: 'Nutrition Check-in',
      date: addDays(day, 2),
      time: '4:00 PM - 4:30 PM',
      provider: 'Emily Davis, RD',
      type: 'Virtual',
    },
    {
      id: 'care-team-review',
      title: 'Care Team Review',
      date: addDays(day, 9),
      time: '9:30 AM - 10:30 AM',
      provider: 'herd Health Care Team',
      type: 'Virtual',
      notes: 'Quarterly review of your care plan.',
    },
  ];
}
