import type { SnapshotFrom } from 'xstate';
import type { languageMachine } from './language.machine';

type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

/** The language every screen speaks (its catalogue is loaded). */
export const selectLocale = (snapshot: LanguageSnapshot): string => snapshot.context.locale;

/** A new language's catalogue is on its way. */
export const selectIsChangingLanguage = (snapshot: LanguageSnapshot): boolean =>
  snapshot.matches('loading');
