import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectThemePreference } from '../../machines/theme/selectors';
import type { themeMachine } from '../../machines/theme/theme.machine';
import { ThemeSwitcher } from '../ui/theme-switcher';
import { AppActorContext } from './app-actor-context';

type ThemeRef = ActorRefFrom<typeof themeMachine>;

/** The theme choice (light / dark / system) wired to the theme machine. */
export function ThemeControl({ label = 'Theme' }: { label?: string }) {
  const themeRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.theme as ThemeRef | undefined,
  );
  const preference = useSelector(themeRef, (snapshot) =>
    snapshot ? selectThemePreference(snapshot) : 'system',
  );
  if (!themeRef) return null;
  return (
    <ThemeSwitcher
      label={label}
      value={preference}
      onValueChange={(theme) => themeRef.send({ type: 'theme.selected', theme })}
    />
  );
}
