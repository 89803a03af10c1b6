import { defineMessages } from '@i18n/message';
import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { ToastInput } from '../domain/toast';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';

export interface LanguageInput {
  /** The language on screen at start (src/main.tsx loaded its catalogue before the app). */
  locale: string;
  /** Chosen on this device in the language menu (kept in local storage), not the browser's. */
  chosen: boolean;
  /** The languages with a catalogue. */
  available: readonly string[];
}

export interface LanguageContext extends LanguageInput {
  /** The language asked for while its catalogue loads. */
  requested: string | null;
}

export type LanguageEvent =
  | { type: 'language.chosen'; locale: string }
  | { type: 'language.signedIn'; profileLanguage: string | null };

/** Sent to the app once another language is on screen: a signed-in patient's profile keeps it. */
export interface LanguageChangedEvent {
  type: 'language.changed';
  locale: string;
}

const unavailable = defineMessages({
  title: { id: 'toast.languageUnavailable.title', defaultMessage: 'Language not changed' },
  description: {
    id: 'toast.languageUnavailable.description',
    defaultMessage:
      'We could not load that language. Check your internet connection and try again.',
  },
});

export const languageUnavailableToast: ToastInput = { ...unavailable, variant: 'destructive' };

export const languageMachine = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actors: {
    /** Downloads the language's catalogue (its own chunk) before it is shown (provided by src). */
    loadCatalogue: fromPromise<void, { locale: string }>(async () => notProvided('loadCatalogue')),
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'language.chosen' && context.available.includes(event.locale),
    /**
     * After sign-in, the profile's language is shown when the patient has not chosen one on this
     * device (a new computer, a cleared browser): the choice made elsewhere follows them.
     */
    adoptsProfileLanguage: ({ context, event }) =>
      event.type === 'language.signedIn' &&
      !context.chosen &&
      event.profileLanguage !== null &&
      event.profileLanguage !== context.locale &&
      context.available.includes(event.profileLanguage),
    /** The profile holds another language (or none yet): the one on screen is saved there. */
    profileDiffers: ({ context, event }) =>
      event.type === 'language.signedIn' && event.profileLanguage !== context.locale,
  },
  actions: {
    /** Sets `<html lang dir>` and the language of every screen (provided by src). */
    applyLanguage: (_, _params: { locale: string }) => notProvided('applyLanguage'),
    /** Keeps the language under the "language" storage key (provided by src). */
    storeLanguage: (_, _params: { locale: string }) => notProvided('storeLanguage'),
    requestChosen: assign({
      requested: ({ event }) => (event.type === 'language.chosen' ? event.locale : null),
    }),
    requestProfileLanguage: assign({
      requested: ({ event }) => (event.type === 'language.signedIn' ? event.profileLanguage : null),
    }),
    showRequested: assign(({ context }) => ({
      locale: context.requested ?? context.locale,
      chosen: true,
      requested: null,
    })),
    forgetRequest: assign({ requested: null }),
    tellAppLanguage: sendParent(
      ({ context }): LanguageChangedEvent => ({ type: 'language.changed', locale: context.locale }),
    ),
    showUnavailable: sendTo(toastActor, { type: 'toast.show', ...languageUnavailableToast }),
  },
}).createMachine({
  id: 'language',
  description:
    "The language of every screen: the browser's first language the app speaks, or the one chosen in the language menu, kept on this device and in the patient's profile.",
  context: ({ input }) => ({ ...input, requested: null }),
  initial: 'showing',
  states: {
    showing: {
      description: 'Every screen speaks this language.',
      on: {
        'language.chosen': {
          description: 'A language from the menu: its catalogue loads first (once).',
          guard: 'isOffered',
          target: 'loading',
          actions: 'requestChosen',
        },
        'language.signedIn': [
          {
            description:
              "Signed in on a device where no language was chosen: the profile's language is shown.",
            guard: 'adoptsProfileLanguage',
            target: 'loading',
            actions: 'requestProfileLanguage',
          },
          {
            description:
              'The profile has another language or none: the one on screen is saved there.',
            guard: 'profileDiffers',
            actions: 'tellAppLanguage',
          },
        ],
      },
    },
    loading: {
      description:
        'The catalogue of the new language downloads; the page stays as it is meanwhile, and nothing typed is lost.',
      invoke: {
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.requested ?? context.locale }),
        onDone: {
          target: 'showing',
          actions: [
            'showRequested',
            {
              type: 'applyLanguage',
              params: ({ context }: { context: LanguageContext }) => ({ locale: context.locale }),
            },
            {
              type: 'storeLanguage',
              params: ({ context }: { context: LanguageContext }) => ({ locale: context.locale }),
            },
            'tellAppLanguage',
          ],
        },
        onError: {
          description: 'The catalogue could not be downloaded (offline): the language stays.',
          target: 'showing',
          actions: ['forgetRequest', 'showUnavailable'],
        },
      },
      on: {
        'language.chosen': {
          description: 'Another choice while loading: the latest one wins.',
          guard: 'isOffered',
          target: 'loading',
          reenter: true,
          actions: 'requestChosen',
        },
      },
    },
  },
});
