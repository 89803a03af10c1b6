import { describe, expect, it } from 'vitest';
import { startApp } from './support/app-harness';
import { settle } from './support/controllable';
import { finishedUser, newProfile } from './support/fixtures';

describe("app: the patient's language in their profile", () => {
  it('saves the language on screen in a profile that has none, once signed in', async () => {
    const { userIs, languageSaves, snapshot } = startApp();

    await userIs({ profile: newProfile(), resumeAt: 'personalInfo' });

    expect(languageSaves).toEqual(['en']);
    expect(snapshot().context.user?.profile.language).toBe('en');
  });

  it('saves nothing when the profile already holds the language on screen', async () => {
    const { userIs, languageSaves } = startApp();
    const user = finishedUser();

    await userIs({ ...user, profile: { ...user.profile, language: 'en' } });

    expect(languageSaves).toEqual([]);
  });

  it("shows the profile's language on a device where none was chosen, and saves nothing back", async () => {
    const { actor, userIs, languageSaves, snapshot } = startApp();
    const user = finishedUser();

    await userIs({ ...user, profile: { ...user.profile, language: 'es' } });
    await settle();

    expect(actor.system.get('language')?.getSnapshot().context.locale).toBe('es');
    expect(languageSaves).toEqual([]);
    expect(snapshot().context.user?.profile.language).toBe('es');
  });

  it('saves a language chosen in Settings in the profile', async () => {
    const { actor, userIs, languageSaves, snapshot } = startApp();
    const user = finishedUser();
    await userIs({ ...user, profile: { ...user.profile, language: 'en' } });

    actor.system.get('language')?.send({ type: 'language.chosen', locale: 'es' });
    await settle();

    expect(languageSaves).toEqual(['es']);
    expect(snapshot().context.user?.profile.language).toBe('es');
  });

  it('keeps a choice made before signing in only on the device', async () => {
    const { actor, userIs, languageSaves } = startApp();
    await userIs(null);

    actor.system.get('language')?.send({ type: 'language.chosen', locale: 'es' });
    await settle();

    expect(languageSaves).toEqual([]);
  });
});
