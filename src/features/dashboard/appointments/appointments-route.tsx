import { AppointmentsPage } from './appointments-page';

export default function AppointmentsRoute() {
  return <AppointmentsPage />;
}
