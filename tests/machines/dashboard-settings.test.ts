import { accountMachine } from '@machines/account/account.machine';
import { selectIsConfirmingDeletion } from '@machines/account/selectors';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { selectSettingsActor } from '@machines/dashboard/selectors';
import type { RouteEvent } from '@machines/routes/route-event';
import { settingsMachine } from '@machines/settings/settings.machine';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { controllable, settle } from './support/controllable';
import { completedProfile, route } from './support/fixtures';
import { startHosted } from './support/host';

/** The dashboard with the account machine's deletion held by the test. */
function startDashboard(start: RouteEvent | null = route('#dashboardSettings')) {
  const deleteAccount = controllable<void>();
  const machine = dashboardMachine.provide({
    actors: {
      settings: settingsMachine.provide({
        actors: {
          account: accountMachine.provide({ actors: { deleteAccount: deleteAccount.logic } }),
        },
      }),
    },
  });
  const hosted = startHosted(machine, { profile: completedProfile(), route: start }, 'dashboard');
  const account = () =>
    (selectSettingsActor(hosted.snapshot()) as AnyActorRef | undefined)?.getSnapshot().children
      .account as AnyActorRef | undefined;
  return { ...hosted, deleteAccount, account };
}

async function deleteTheAccount(harness: ReturnType<typeof startDashboard>) {
  harness.account()?.send({ type: 'deletion.requested' });
  harness.account()?.send({ type: 'deletion.confirmed' });
  harness.deleteAccount.last().resolve();
  await settle();
}

describe('dashboard: the account on the Settings page', () => {
  it('runs the account machine while Settings is open', () => {
    const { account, snapshot } = startDashboard();

    expect(snapshot().matches({ page: 'settings' })).toBe(true);
    expect(account()).toBeDefined();
    expect(account()?.getSnapshot().value).toEqual({
      password: 'idle',
      activity: 'loading',
      deletion: 'idle',
    });
  });

  it('runs no account machine on the other pages', () => {
    const { account } = startDashboard(null);

    expect(account()).toBeUndefined();
  });

  it('leaving Settings stops it, and a question left open is not asked again', () => {
    const harness = startDashboard();
    const first = harness.account();
    first?.send({ type: 'deletion.requested' });

    harness.actor.send(route('#dashboardHome'));
    expect(harness.account()).toBeUndefined();
    expect(first?.getSnapshot().status).toBe('stopped');
    harness.actor.send(route('#dashboardSettings'));

    expect(selectIsConfirmingDeletion(harness.account()?.getSnapshot())).toBe(false);
  });

  it('tells the app once the account is deleted', async () => {
    const harness = startDashboard();

    await deleteTheAccount(harness);

    expect(harness.sentToParent('account.deleted')).toEqual([{ type: 'account.deleted' }]);
  });

  it('passes on no deletion from another page', () => {
    const { actor, sentToParent } = startDashboard(null);

    actor.send({ type: 'account.deleted' });

    expect(sentToParent('account.deleted')).toEqual([]);
  });
});
