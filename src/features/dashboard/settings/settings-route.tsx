import type { accountMachine } from '@machines/account/account.machine';
import { selectAccountActor, selectDashboardProfile } from '@machines/dashboard/selectors';
import { selectThemePreference } from '@machines/theme/selectors';
import type { themeMachine } from '@machines/theme/theme.machine';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { LanguageMenu } from '@/components/language-menu';
import { AppActorContext, useDashboardSelector } from '@/lib/app-actor';
import { AccountCards } from './account-cards';
import { SettingsPage } from './settings-page';

type ThemeRef = ActorRefFrom<typeof themeMachine>;
type AccountRef = ActorRefFrom<typeof accountMachine>;

export default function SettingsRoute() {
  const intl = useIntl();
  const themeRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.theme as ThemeRef | undefined,
  );
  const theme = useSelector(themeRef, (snapshot) =>
    snapshot ? selectThemePreference(snapshot) : 'system',
  );
  const account = useDashboardSelector(selectAccountActor, undefined) as AccountRef | undefined;
  const email = useDashboardSelector((s) => selectDashboardProfile(s).email, '');
  return (
    <SettingsPage
      theme={theme}
      onThemeChange={(next) => themeRef?.send({ type: 'theme.selected', theme: next })}
      account={account && <AccountCards account={account} email={email} />}
      languageMenu={<LanguageMenu initial={intl.locale} />}
    />
  );
}
