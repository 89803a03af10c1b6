import { selectAppointmentDate, selectUser } from '../../../../machines/app/selectors';
import { AppActorContext } from '../../../app/app-actor-context';
import { renderMachineLink } from '../../../app/machine-link';
import { HomePage } from '../home/home-page';

export default function HomeRoute() {
  const user = AppActorContext.useSelector(selectUser);
  const appointmentDate = AppActorContext.useSelector(selectAppointmentDate);
  return (
    <HomePage
      firstName={user?.firstName}
      appointmentDate={appointmentDate}
      renderLink={renderMachineLink}
    />
  );
}
