import type { ThemePreference } from '@contract/options/themes';
import { selectThemePreference } from '@machines/theme/selectors';
import type { themeMachine } from '@machines/theme/theme.machine';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AppActorContext } from './app-actor';

type ThemeRef = ActorRefFrom<typeof themeMachine>;

/** The theme machine (a child of the app actor) and the patient's choice. */
export function useTheme(): {
  preference: ThemePreference;
  choose(theme: ThemePreference): void;
  themeRef: ThemeRef | undefined;
} {
  const themeRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.theme as ThemeRef | undefined,
  );
  const preference = useSelector(themeRef, (snapshot) =>
    snapshot ? selectThemePreference(snapshot) : 'system',
  );
  return {
    preference,
    choose: (theme) => themeRef?.send({ type: 'theme.selected', theme }),
    themeRef,
  };
}
