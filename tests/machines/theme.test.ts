import type { ThemePreference } from '@contract/options/themes';
import { selectIsDark, selectThemePreference } from '@machines/theme/selectors';
import { themeMachine } from '@machines/theme/theme.machine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

function startTheme(stored: ThemePreference | null, osPrefersDark = false) {
  const applied: boolean[] = [];
  const stores: ThemePreference[] = [];
  const machine = themeMachine.provide({
    actions: {
      applyTheme: (_, params) => applied.push(params.dark),
      storeTheme: (_, params) => stores.push(params.theme),
    },
  });
  const actor = createActor(machine, { input: { stored, osPrefersDark } }).start();
  return {
    actor,
    applied,
    stores,
    preference: () => selectThemePreference(actor.getSnapshot()),
    dark: () => selectIsDark(actor.getSnapshot()),
  };
}

describe('theme machine: restoring the saved preference', () => {
  it('follows the operating system when nothing is saved (the default)', () => {
    const { preference, dark, applied, stores } = startTheme(null, true);

    expect(preference()).toBe('system');
    expect(dark()).toBe(true);
    expect(applied).toEqual([true]);
    expect(stores).toEqual([]);
  });

  it('restores a saved light theme even when the system is dark', () => {
    const { preference, dark, applied } = startTheme('light', true);

    expect(preference()).toBe('light');
    expect(dark()).toBe(false);
    expect(applied).toEqual([false]);
  });

  it('restores a saved dark theme even when the system is light', () => {
    const { preference, dark, applied } = startTheme('dark', false);

    expect(preference()).toBe('dark');
    expect(dark()).toBe(true);
    expect(applied).toEqual([true]);
  });

  it('restores a saved "system" as following the system', () => {
    const { preference, dark, applied } = startTheme('system', false);

    expect(preference()).toBe('system');
    expect(dark()).toBe(false);
    expect(applied).toEqual([false]);
  });
});

describe('theme machine: choosing a theme saves it and marks the root element', () => {
  it.each([
    ['light', false],
    ['dark', true],
  ] as const)('choosing %s', (theme, isDark) => {
    const { actor, preference, applied, stores } = startTheme(null, !isDark);

    actor.send({ type: 'theme.selected', theme });

    expect(preference()).toBe(theme);
    expect(stores).toEqual([theme]);
    expect(applied.at(-1)).toBe(isDark);
  });

  it('choosing system follows the current system setting', () => {
    const { actor, preference, applied, stores } = startTheme('light', true);

    actor.send({ type: 'theme.selected', theme: 'system' });

    expect(preference()).toBe('system');
    expect(stores).toEqual(['system']);
    expect(applied).toEqual([false, true]);
  });
});

describe('theme machine: the operating system changes', () => {
  it('follows a change while on system', () => {
    const { actor, dark, applied } = startTheme(null, false);

    actor.send({ type: 'theme.os.changed', dark: true });
    actor.send({ type: 'theme.os.changed', dark: false });

    expect(dark()).toBe(false);
    expect(applied).toEqual([false, true, false]);
  });

  it('ignores a change on a fixed theme but remembers it for "system" later', () => {
    const { actor, dark, applied } = startTheme('light', false);

    actor.send({ type: 'theme.os.changed', dark: true });
    expect(dark()).toBe(false);
    expect(applied).toEqual([false]);
    actor.send({ type: 'theme.selected', theme: 'system' });

    expect(dark()).toBe(true);
    expect(applied).toEqual([false, true]);
  });
});
