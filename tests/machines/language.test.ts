import { type LanguageInput, languageMachine } from '@machines/language/language.machine';
import { selectIsChangingLanguage, selectLocale } from '@machines/language/selectors';
import { describe, expect, it } from 'vitest';
import { controllable, settle } from './support/controllable';
import { startHosted } from './support/host';

const available = ['en', 'es', 'ar'];

function startLanguage(input: Partial<LanguageInput> = {}) {
  const load = controllable<void, { locale: string }>();
  const applied: string[] = [];
  const stored: string[] = [];
  const hosted = startHosted(
    languageMachine.provide({
      actors: { loadCatalogue: load.logic },
      actions: {
        applyLanguage: (_, params) => applied.push(params.locale),
        storeLanguage: (_, params) => stored.push(params.locale),
      },
    }),
    { locale: 'en', chosen: false, available, ...input },
    'language',
  );
  return {
    ...hosted,
    load,
    applied,
    stored,
    locale: () => selectLocale(hosted.actor.getSnapshot()),
    changing: () => selectIsChangingLanguage(hosted.actor.getSnapshot()),
  };
}

describe('language machine: choosing a language', () => {
  it('shows the language it starts with, loading nothing', () => {
    const { locale, changing, load, applied } = startLanguage();

    expect(locale()).toBe('en');
    expect(changing()).toBe(false);
    expect(load.calls).toHaveLength(0);
    expect(applied).toEqual([]);
  });

  it('switches only once the catalogue has arrived, then applies, keeps and reports it', async () => {
    const { actor, locale, changing, load, applied, stored, toParent } = startLanguage();

    actor.send({ type: 'language.chosen', locale: 'es' });
    expect(changing()).toBe(true);
    expect(load.last().input).toEqual({ locale: 'es' });
    // The page keeps its language (and everything typed) while the words download.
    expect(locale()).toBe('en');
    expect(applied).toEqual([]);

    load.last().resolve();
    await settle();

    expect(locale()).toBe('es');
    expect(changing()).toBe(false);
    expect(applied).toEqual(['es']);
    expect(stored).toEqual(['es']);
    expect(toParent).toContainEqual({ type: 'language.changed', locale: 'es' });
  });

  it('keeps the language and says so when the catalogue cannot be downloaded', async () => {
    const { actor, locale, load, applied, stored, toasts } = startLanguage();

    actor.send({ type: 'language.chosen', locale: 'ar' });
    load.last().reject(new TypeError('Failed to fetch'));
    await settle();

    expect(locale()).toBe('en');
    expect(applied).toEqual([]);
    expect(stored).toEqual([]);
    expect(toasts).toEqual([
      {
        title: 'Language not changed',
        description:
          'We could not load that language. Check your internet connection and try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('refuses a language without a catalogue', () => {
    const { actor, load, changing } = startLanguage();

    actor.send({ type: 'language.chosen', locale: 'fr' });

    expect(changing()).toBe(false);
    expect(load.calls).toHaveLength(0);
  });

  it('follows the latest choice when the patient changes their mind while one loads', async () => {
    const { actor, locale, load } = startLanguage();

    actor.send({ type: 'language.chosen', locale: 'es' });
    const first = load.last();
    actor.send({ type: 'language.chosen', locale: 'ar' });
    expect(load.last().input).toEqual({ locale: 'ar' });
    // The first download is dropped: its late answer switches nothing.
    expect(first.signal.aborted).toBe(true);
    load.last().resolve();
    await settle();

    expect(locale()).toBe('ar');
  });
});

describe("language machine: the profile's language after sign-in", () => {
  it("shows the profile's language on a device where none was chosen", async () => {
    const { actor, locale, load, stored } = startLanguage({ chosen: false });

    actor.send({ type: 'language.signedIn', profileLanguage: 'ar' });
    expect(load.last().input).toEqual({ locale: 'ar' });
    load.last().resolve();
    await settle();

    expect(locale()).toBe('ar');
    expect(stored).toEqual(['ar']);
  });

  it('keeps the language chosen on this device and has the app save it in the profile', () => {
    const { actor, locale, load, toParent } = startLanguage({ locale: 'es', chosen: true });

    actor.send({ type: 'language.signedIn', profileLanguage: 'ar' });

    expect(load.calls).toHaveLength(0);
    expect(locale()).toBe('es');
    expect(toParent).toContainEqual({ type: 'language.changed', locale: 'es' });
  });

  it('saves the language on screen in a profile that has none yet', () => {
    const { actor, load, toParent } = startLanguage();

    actor.send({ type: 'language.signedIn', profileLanguage: null });

    expect(load.calls).toHaveLength(0);
    expect(toParent).toContainEqual({ type: 'language.changed', locale: 'en' });
  });

  it('says nothing when the profile already has the language on screen', () => {
    const { actor, load, toParent } = startLanguage();

    actor.send({ type: 'language.signedIn', profileLanguage: 'en' });

    expect(load.calls).toHaveLength(0);
    expect(toParent.filter((event) => event.type === 'language.changed')).toEqual([]);
  });
});
