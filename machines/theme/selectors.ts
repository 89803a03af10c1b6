import type { ThemePreference } from '@contract/options/themes';
import type { SnapshotFrom } from 'xstate';
import type { themeMachine } from './theme.machine';

type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

export function selectThemePreference(snapshot: ThemeSnapshot): ThemePreference {
  if (snapshot.matches('light')) return 'light';
  if (snapshot.matches('dark')) return 'dark';
  return 'system';
}

export function selectIsDark(snapshot: ThemeSnapshot): boolean {
  if (snapshot.matches('light')) return false;
  if (snapshot.matches('dark')) return true;
  return snapshot.context.osPrefersDark;
}
