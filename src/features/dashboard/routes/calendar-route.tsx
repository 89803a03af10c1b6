import { AppointmentsPage } from '../appointments/appointments-page';

export default function CalendarRoute() {
  return <AppointmentsPage />;
}
