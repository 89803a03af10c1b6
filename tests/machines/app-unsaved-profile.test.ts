import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { selectIsAskingToLeave } from '@machines/dashboard/selectors';
import { currentPageOf } from '@machines/routes/current-page';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { startApp } from './support/app-harness';
import { finishedUser, route } from './support/fixtures';

/**
 * Unsaved answers on the Profile page are asked about before any address is followed: a
 * dashboard page (the dashboard's own question), and since the app routes the rest itself, also
 * an onboarding step, Terms, Privacy or an email link (Back, Forward or a typed address).
 */
async function editingUnsavedOnProfile() {
  const app = startApp();
  await app.userIs(finishedUser());
  app.actor.send(route('#dashboardProfile'));
  const dashboard = () => app.child('dashboard');
  dashboard()?.send({ type: 'profile.edit', section: 'medicalHistory' });
  dashboard()?.send({ type: 'profile.editChanged', unsaved: true });
  const dashboardSnapshot = () =>
    dashboard()?.getSnapshot() as SnapshotFrom<typeof dashboardMachine> | undefined;
  const asking = () => {
    const snapshot = dashboardSnapshot();
    return snapshot ? selectIsAskingToLeave(snapshot) : false;
  };
  const onDashboard = () => app.snapshot().matches({ signedIn: { area: 'dashboard' } });
  /** The page on screen, whichever machine draws it (the policy pages are their own). */
  const shown = () => currentPageOf(app.snapshot())?.id ?? null;
  return { ...app, dashboard, dashboardSnapshot, asking, onDashboard, shown };
}

describe('app: unsaved Profile answers and addresses outside the dashboard', () => {
  it.each([
    ['an onboarding step', '#medicalHistory'],
    ['Terms of Service', '#terms'],
    ['the Privacy Policy', '#privacy'],
  ] as const)('%s asks first and keeps the answers on screen', async (_what, to) => {
    const app = await editingUnsavedOnProfile();

    app.actor.send(route(to));

    expect(app.onDashboard()).toBe(true);
    expect(app.shown()).toBe('dashboardProfile');
    expect(app.asking()).toBe(true);
    expect(app.dashboardSnapshot()?.context.section).toBe('medicalHistory');
  });

  it('"Keep editing" stays on Profile with the section open, and still asks next time', async () => {
    const app = await editingUnsavedOnProfile();
    app.actor.send(route('#terms'));

    app.dashboard()?.send({ type: 'profile.leaveCancelled' });

    expect(app.shown()).toBe('dashboardProfile');
    expect(app.asking()).toBe(false);
    expect(app.dashboardSnapshot()?.context.section).toBe('medicalHistory');
    app.actor.send(route('#privacy'));
    expect(app.asking()).toBe(true);
  });

  it.each([
    ['#medicalHistory', 'medicalHistory'],
    ['#terms', 'terms'],
  ] as const)('"Leave without saving" then follows %s', async (to, page) => {
    const app = await editingUnsavedOnProfile();
    app.actor.send(route(to));

    app.dashboard()?.send({ type: 'profile.leaveConfirmed' });

    expect(app.shown()).toBe(page);
    expect(app.onDashboard()).toBe(false);
    expect(app.snapshot().context.dashboardUnsaved).toBe(false);
    expect(app.save.calls).toHaveLength(0);
  });

  it('the last address asked for while asking is the one followed', async () => {
    const app = await editingUnsavedOnProfile();
    app.actor.send(route('#terms'));
    app.actor.send(route('#dashboardCalendar'));

    app.dashboard()?.send({ type: 'profile.leaveConfirmed' });

    expect(app.shown()).toBe('dashboardCalendar');
    expect(app.onDashboard()).toBe(true);
    expect(app.actor.getSnapshot().context.dashboardUnsaved).toBe(false);
    app.actor.send(route('#terms'));
    expect(app.shown()).toBe('terms');
  });

  it('answers back to the saved ones: addresses outside are followed without asking', async () => {
    const app = await editingUnsavedOnProfile();
    app.dashboard()?.send({ type: 'profile.editChanged', unsaved: false });

    app.actor.send(route('#privacy'));

    expect(app.shown()).toBe('privacy');
  });

  it('a closed section no longer holds anything back', async () => {
    const app = await editingUnsavedOnProfile();
    app.dashboard()?.send({ type: 'profile.editCancelled' });

    app.actor.send(route('#medicalHistory'));

    expect(app.shown()).toBe('medicalHistory');
  });

  it('a dashboard started again (after its machine failed) holds nothing back', async () => {
    const app = await editingUnsavedOnProfile();
    app.actor.send({ type: 'xstate.error.actor.dashboard', error: new Error('crash') } as never);
    await app.userIs(finishedUser());
    expect(app.onDashboard()).toBe(true);

    app.actor.send(route('#terms'));

    expect(app.shown()).toBe('terms');
  });
});
