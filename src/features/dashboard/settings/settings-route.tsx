import { selectThemePreference } from '@machines/theme/selectors';
import type { themeMachine } from '@machines/theme/theme.machine';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AppActorContext } from '@/lib/app-actor';
import { SettingsPage } from './settings-page';

type ThemeRef = ActorRefFrom<typeof themeMachine>;

export default function SettingsRoute() {
  const themeRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.theme as ThemeRef | undefined,
  );
  const theme = useSelector(themeRef, (snapshot) =>
    snapshot ? selectThemePreference(snapshot) : 'system',
  );
  return (
    <SettingsPage
      theme={theme}
      onThemeChange={(next) => themeRef?.send({ type: 'theme.selected', theme: next })}
    />
  );
}
