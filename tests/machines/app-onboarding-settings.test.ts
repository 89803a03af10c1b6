import { currentPageOf } from '@machines/routes/current-page';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { startApp } from './support/app-harness';
import { settle } from './support/controllable';
import { finishedUser, newProfile, route } from './support/fixtures';
import { spec } from './support/spec-texts';

/** A patient from Ohio can never finish onboarding (issue 23 item 7, issue 30). */
async function inOnboarding(resumeAt: 'personalInfo' | 'medicalCondition' = 'medicalCondition') {
  const app = startApp();
  await app.userIs({ profile: newProfile(), resumeAt });
  const settings = () => app.child('settings');
  const account = () => settings()?.getSnapshot().children.account as AnyActorRef | undefined;
  const shown = () => currentPageOf(app.snapshot())?.id ?? null;
  return { ...app, settings, account, shown };
}

describe('app: Settings before onboarding is complete', () => {
  it('opens Settings from the wizard, at its own address, with the wizard kept behind it', async () => {
    const app = await inOnboarding();
    const wizard = app.child('onboarding');
    expect(app.shown()).toBe('medicalCondition');

    app.actor.send(route('#dashboardSettings'));

    expect(app.snapshot().matches({ signedIn: { area: { onboarding: 'settings' } } })).toBe(true);
    expect(app.shown()).toBe('dashboardSettings');
    expect(currentPageOf(app.snapshot())?.path).toBe('/dashboard/settings');
    expect(app.child('onboarding')).toBe(wizard);
    expect(app.account()?.getSnapshot().value).toEqual({
      password: 'idle',
      activity: 'loading',
      deletion: 'idle',
    });
  });

  it('"Back to onboarding" returns to the step they left, in the same wizard', async () => {
    const app = await inOnboarding();
    const wizard = app.child('onboarding');
    app.actor.send(route('#dashboardSettings'));

    app.actor.send(route('#medicalCondition'));

    expect(app.snapshot().matches({ signedIn: { area: { onboarding: 'wizard' } } })).toBe(true);
    expect(app.shown()).toBe('medicalCondition');
    expect(app.child('onboarding')).toBe(wizard);
    expect(app.settings()).toBeUndefined();
  });

  it('another dashboard page from Settings shows the wizard again, not the dashboard', async () => {
    const app = await inOnboarding();
    app.actor.send(route('#dashboardSettings'));

    app.actor.send(route('#dashboardHome'));

    expect(app.snapshot().matches({ signedIn: { area: { onboarding: 'wizard' } } })).toBe(true);
    expect(app.shown()).toBe('medicalCondition');
  });

  it('opens Settings when the address asked for it at start (typed, or a bookmark)', async () => {
    const app = startApp();
    app.actor.send(route('#dashboardSettings'));

    await app.userIs({ profile: newProfile(), resumeAt: 'personalInfo' });

    expect(app.snapshot().matches({ signedIn: { area: { onboarding: 'settings' } } })).toBe(true);
    expect(currentPageOf(app.snapshot())?.id).toBe('dashboardSettings');
  });

  it('deleting the account signs out with "Account deleted"', async () => {
    const app = await inOnboarding('personalInfo');
    app.actor.send(route('#dashboardSettings'));
    app.account()?.send({ type: 'deletion.requested' });
    app.account()?.send({ type: 'deletion.confirmed' });

    app.deleteAccount.last().resolve();
    await settle();

    expect(app.snapshot().value).toBe('signedOut');
    expect(app.snapshot().context.user).toBeNull();
    expect(app.sessionEffects()).toEqual([{ effect: 'endSession' }]);
    expect(app.toasts).toEqual([spec.accountDeleted]);
    expect(currentPageOf(app.snapshot())?.id).toBe('landing');
  });

  it('a failed deletion keeps them signed in on Settings, the dialog saying why', async () => {
    const app = await inOnboarding('personalInfo');
    app.actor.send(route('#dashboardSettings'));
    app.account()?.send({ type: 'deletion.requested' });
    app.account()?.send({ type: 'deletion.confirmed' });

    app.deleteAccount.last().reject(new TypeError('Failed to fetch'));
    await settle();

    expect(app.snapshot().matches({ signedIn: { area: { onboarding: 'settings' } } })).toBe(true);
    expect(app.account()?.getSnapshot().matches({ deletion: 'confirming' })).toBe(true);
    expect(app.sessionEffects()).toEqual([]);
  });

  it("a patient who finished onboarding still gets the dashboard's Settings", async () => {
    const app = startApp();
    await app.userIs(finishedUser());

    app.actor.send(route('#dashboardSettings'));

    expect(app.snapshot().matches({ signedIn: { area: 'dashboard' } })).toBe(true);
    expect(app.child('settings')).toBeUndefined();
    expect(app.child('dashboard')?.getSnapshot().children.settings).toBeDefined();
  });
});
