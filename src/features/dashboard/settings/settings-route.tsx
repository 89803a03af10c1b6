import type { accountMachine } from '@machines/account/account.machine';
import {
  selectAccountActor,
  selectDashboardProfile,
  selectEmailReminderActor,
  selectExportDownloading,
  selectExportFailed,
} from '@machines/dashboard/selectors';
import { selectThemePreference } from '@machines/theme/selectors';
import type { themeMachine } from '@machines/theme/theme.machine';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { renderMachineLink } from '@/components/machine-link';
import { EmailReminderCard } from '@/features/dashboard/account-security/email-reminder-card';
import { AppActorContext, useDashboardRef, useDashboardSelector } from '@/lib/app-actor';
import { AccountCards } from './account-cards';
import { SettingsPage } from './settings-page';
import { YourDataCard } from './your-data-card';

type ThemeRef = ActorRefFrom<typeof themeMachine>;
type AccountRef = ActorRefFrom<typeof accountMachine>;

export default function SettingsRoute() {
  const themeRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.theme as ThemeRef | undefined,
  );
  const theme = useSelector(themeRef, (snapshot) =>
    snapshot ? selectThemePreference(snapshot) : 'system',
  );
  const account = useDashboardSelector(selectAccountActor, undefined) as AccountRef | undefined;
  const email = useDashboardSelector((s) => selectDashboardProfile(s).email, '');
  const dashboard = useDashboardRef();
  const downloading = useDashboardSelector(selectExportDownloading, null);
  const failed = useDashboardSelector(selectExportFailed, null);
  const reminder = useDashboardSelector(selectEmailReminderActor, undefined);
  return (
    <SettingsPage
      theme={theme}
      onThemeChange={(next) => themeRef?.send({ type: 'theme.selected', theme: next })}
      account={account && <AccountCards account={account} email={email} />}
      yourData={
        <YourDataCard
          downloading={downloading}
          failed={failed}
          onDownload={(format) => dashboard?.send({ type: 'export.requested', format })}
          renderLink={renderMachineLink}
        />
      }
      notice={<EmailReminderCard reminder={reminder} email={email} />}
    />
  );
}
