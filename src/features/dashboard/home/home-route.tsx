import { selectAppointmentDate, selectGreetingName } from '@machines/dashboard/selectors';
import { renderMachineLink } from '@/components/machine-link';
import { useDashboardSelector } from '@/lib/app-actor';
import { HomePage } from './home-page';

export default function HomeRoute() {
  const firstName = useDashboardSelector(selectGreetingName, 'there');
  const appointmentDate = useDashboardSelector(selectAppointmentDate, null);
  return (
    <HomePage
      firstName={firstName}
      appointmentDate={appointmentDate}
      renderLink={renderMachineLink}
    />
  );
}
