import { emptyProfile } from '@contract/profile/profile';
import {
  selectAppointmentDate,
  selectDashboardProfile,
  selectEmailReminderActor,
  selectGreetingName,
} from '@machines/dashboard/selectors';
import { renderMachineLink } from '@/components/machine-link';
import { EmailReminderCard } from '@/features/dashboard/account-security/email-reminder-card';
import { useDashboardRef, useDashboardSelector } from '@/lib/app-actor';
import { HomePage } from './home-page';
import { profileCompletion } from './profile-completion';

const noProfile = emptyProfile();

export default function HomeRoute() {
  const dashboard = useDashboardRef();
  const firstName = useDashboardSelector(selectGreetingName, '');
  const appointmentDate = useDashboardSelector(selectAppointmentDate, null);
  const profile = useDashboardSelector(selectDashboardProfile, noProfile);
  const reminder = useDashboardSelector(selectEmailReminderActor, undefined);
  return (
    <HomePage
      firstName={firstName}
      appointmentDate={appointmentDate}
      renderLink={renderMachineLink}
      completion={profileCompletion(profile)}
      hasReport={profile.latestReportId !== null}
      notice={<EmailReminderCard reminder={reminder} email={profile.email} />}
      onCompleteProfile={(section) => {
        dashboard?.send({ type: 'xstate.route', to: '#dashboardProfile' });
        dashboard?.send({ type: 'profile.edit', section: section.section });
      }}
    />
  );
}
