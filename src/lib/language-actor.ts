import type { languageMachine } from '@machines/language/language.machine';
import { selectIsChangingLanguage, selectLocale } from '@machines/language/selectors';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AppActorContext } from './app-actor';

type LanguageRef = ActorRefFrom<typeof languageMachine>;

/** The language machine (a child of the app actor): the language shown, and the patient's choice. */
export function useLanguage(fallback: string): {
  locale: string;
  changing: boolean;
  choose(locale: string): void;
} {
  const languageRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.language as LanguageRef | undefined,
  );
  const locale = useSelector(languageRef, (snapshot) =>
    snapshot ? selectLocale(snapshot) : fallback,
  );
  const changing = useSelector(languageRef, (snapshot) =>
    snapshot ? selectIsChangingLanguage(snapshot) : false,
  );
  return {
    locale,
    changing,
    choose: (next) => languageRef?.send({ type: 'language.chosen', locale: next }),
  };
}
