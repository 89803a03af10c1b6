import type { ThemePreference } from '@contract/options/themes';
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';

export interface ThemeInput {
  stored: ThemePreference | null;
  osPrefersDark: boolean;
}

export interface ThemeContext {
  osPrefersDark: boolean;
  storedAtStart: ThemePreference | null;
}

export type ThemeEvent =
  | { type: 'theme.selected'; theme: ThemePreference }
  | { type: 'theme.os.changed'; dark: boolean };

export const themeMachine = setup({
  types: {
    input: {} as ThemeInput,
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
  },
  guards: {
    storedIsLight: ({ context }) => context.storedAtStart === 'light',
    storedIsDark: ({ context }) => context.storedAtStart === 'dark',
    selectedIs: ({ event }, params: { theme: ThemePreference }) =>
      event.type === 'theme.selected' && event.theme === params.theme,
    osIsDark: ({ context }) => context.osPrefersDark,
  },
  actions: {
    /** Saves the preference under the "theme" storage key (provided by src). */
    storeTheme: (_, _params: { theme: ThemePreference }) => notProvided('storeTheme'),
    /** Puts the light or dark marker on the root element (provided by src). */
    applyTheme: (_, _params: { dark: boolean }) => notProvided('applyTheme'),
    rememberOsPreference: assign({
      osPrefersDark: ({ context, event }) =>
        event.type === 'theme.os.changed' ? event.dark : context.osPrefersDark,
    }),
  },
}).createMachine({
  id: 'theme',
  description: 'The colour theme: light, dark, or following the operating system (the default).',
  context: ({ input }) => ({ osPrefersDark: input.osPrefersDark, storedAtStart: input.stored }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reads the saved preference once at start.',
      always: [
        { guard: 'storedIsLight', target: 'light' },
        { guard: 'storedIsDark', target: 'dark' },
        { target: 'system' },
      ],
    },
    light: {
      description: 'Always light.',
      entry: { type: 'applyTheme', params: { dark: false } },
    },
    dark: {
      description: 'Always dark.',
      entry: { type: 'applyTheme', params: { dark: true } },
    },
    system: {
      description: 'Follows the operating system dark-mode setting, also when it changes.',
      initial: 'following',
      states: {
        following: {
          entry: {
            type: 'applyTheme',
            params: ({ context }: { context: ThemeContext }) => ({ dark: context.osPrefersDark }),
          },
          on: {
            'theme.os.changed': {
              target: 'following',
              reenter: true,
              actions: 'rememberOsPreference',
            },
          },
        },
      },
    },
  },
  on: {
    'theme.selected': [
      {
        guard: { type: 'selectedIs', params: { theme: 'light' } },
        target: '.light',
        actions: { type: 'storeTheme', params: { theme: 'light' } },
      },
      {
        guard: { type: 'selectedIs', params: { theme: 'dark' } },
        target: '.dark',
        actions: { type: 'storeTheme', params: { theme: 'dark' } },
      },
      { target: '.system', actions: { type: 'storeTheme', params: { theme: 'system' } } },
    ],
    'theme.os.changed': { actions: 'rememberOsPreference' },
  },
});
