import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { startApp } from './support/app-harness';
import { settle } from './support/controllable';
import { finishedUser, route } from './support/fixtures';
import { spec } from './support/spec-texts';

async function onSettings() {
  const app = startApp();
  await app.userIs(finishedUser());
  app.actor.send(route('#dashboardSettings'));
  const settings = app.child('dashboard')?.getSnapshot().children.settings as
    | AnyActorRef
    | undefined;
  const account = () => settings?.getSnapshot().children.account as AnyActorRef | undefined;
  return { ...app, account };
}

describe('app: a deleted account', () => {
  it('signs out with "Account deleted" and forgets the patient', async () => {
    const { account, deleteAccount, snapshot, sessionEffects, toasts, page } = await onSettings();
    account()?.send({ type: 'deletion.requested' });
    account()?.send({ type: 'deletion.confirmed' });

    deleteAccount.last().resolve();
    await settle();

    expect(snapshot().value).toBe('signedOut');
    expect(snapshot().context.user).toBeNull();
    expect(snapshot().context.session).toBeNull();
    expect(sessionEffects()).toEqual([{ effect: 'endSession' }]);
    expect(toasts).toEqual([spec.accountDeleted]);
    expect(page()).toBe('landing');
  });

  it('a failed deletion keeps the patient signed in on Settings', async () => {
    const { account, deleteAccount, snapshot, sessionEffects, toasts, page } = await onSettings();
    account()?.send({ type: 'deletion.requested' });
    account()?.send({ type: 'deletion.confirmed' });

    deleteAccount.last().reject(new TypeError('Failed to fetch'));
    await settle();

    expect(snapshot().matches({ signedIn: { area: 'dashboard' } })).toBe(true);
    expect(page()).toBe('dashboardSettings');
    expect(sessionEffects()).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
