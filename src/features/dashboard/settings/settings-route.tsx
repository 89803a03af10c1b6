import { defineMessages } from '@i18n/message';
import type { accountMachine } from '@machines/account/account.machine';
import { selectProfile } from '@machines/app/selectors';
import { selectEmailReminderActor } from '@machines/dashboard/selectors';
import {
  selectAccountActor,
  selectExportDownloading,
  selectExportFailed,
} from '@machines/settings/selectors';
import { selectThemePreference } from '@machines/theme/selectors';
import type { themeMachine } from '@machines/theme/theme.machine';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LanguageMenu } from '@/components/language-menu';
import { renderMachineLink } from '@/components/machine-link';
import { EmailReminderCard } from '@/features/dashboard/account-security/email-reminder-card';
import {
  AppActorContext,
  useDashboardSelector,
  useIsInOnboarding,
  useSettingsRef,
  useSettingsSelector,
} from '@/lib/app-actor';
import { useIntl } from '@/lib/i18n/use-intl';
import { useText } from '@/lib/i18n/use-text';
import { textLink } from '@/ui/text-link';
import { AccountCards } from './account-cards';
import { SettingsPage } from './settings-page';
import { YourDataCard } from './your-data-card';

const words = defineMessages({
  terms: { id: 'auth.page.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'auth.page.privacy', defaultMessage: 'Privacy Policy' },
});

type ThemeRef = ActorRefFrom<typeof themeMachine>;
type AccountRef = ActorRefFrom<typeof accountMachine>;

/** Settings, for every signed-in patient: in the dashboard, or beside the onboarding wizard. */
export default function SettingsRoute() {
  const intl = useIntl();
  const t = useText();
  const themeRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.theme as ThemeRef | undefined,
  );
  const theme = useSelector(themeRef, (snapshot) =>
    snapshot ? selectThemePreference(snapshot) : 'system',
  );
  const settings = useSettingsRef();
  const account = useSettingsSelector(selectAccountActor, undefined) as AccountRef | undefined;
  const email = AppActorContext.useSelector((s) => selectProfile(s)?.email ?? '');
  const downloading = useSettingsSelector(selectExportDownloading, null);
  const failed = useSettingsSelector(selectExportFailed, null);
  const reminder = useDashboardSelector(selectEmailReminderActor, undefined);
  // The pre-visit summary is a dashboard page: it waits until onboarding is complete.
  const inOnboarding = useIsInOnboarding();
  return (
    <SettingsPage
      theme={theme}
      onThemeChange={(next) => themeRef?.send({ type: 'theme.selected', theme: next })}
      account={account && <AccountCards account={account} email={email} />}
      languageMenu={<LanguageMenu initial={intl.locale} />}
      yourData={
        <YourDataCard
          downloading={downloading}
          failed={failed}
          onDownload={(format) => settings?.send({ type: 'export.requested', format })}
          renderLink={renderMachineLink}
          showSummary={!inOnboarding}
        />
      }
      notice={<EmailReminderCard reminder={reminder} email={email} />}
      policyLinks={
        <>
          {renderMachineLink({ to: '/terms', className: textLink, children: t(words.terms) })}
          {renderMachineLink({ to: '/privacy', className: textLink, children: t(words.privacy) })}
        </>
      }
    />
  );
}
