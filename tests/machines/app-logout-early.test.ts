import { describe, expect, it } from 'vitest';
import { startApp } from './support/app-harness';
import { settle } from './support/controllable';
import { finishedUser, route } from './support/fixtures';
import { apiError, networkError } from './support/recorders';

/** The app with its session check answered "server out of reach". */
async function unreachableApp() {
  const app = startApp({ storedTheme: 'dark', osPrefersDark: true });
  app.fetchUser.last().reject(networkError());
  await settle();
  return app;
}

describe('app: Logout before the session is known (a shared computer)', () => {
  it('Logout while the session is checked ends the session and shows the landing page', () => {
    const { actor, snapshot, sessionEffects, page, toasts } = startApp();

    actor.send({ type: 'auth.logout' });

    expect(snapshot().value).toBe('signedOut');
    expect(snapshot().context.user).toBeNull();
    expect(sessionEffects()).toEqual([{ effect: 'endSession' }]);
    expect(page()).toBe('landing');
    expect(toasts).toEqual([]);
  });

  it('a session check that answers after the logout signs nobody in', async () => {
    const { actor, snapshot, fetchUser, sessionEffects, page } = startApp();
    const check = fetchUser.last();

    actor.send({ type: 'auth.logout' });
    check.resolve(finishedUser());
    await settle();

    expect(check.signal.aborted).toBe(true);
    expect(snapshot().value).toBe('signedOut');
    expect(snapshot().context.user).toBeNull();
    expect(page()).toBe('landing');
    expect(sessionEffects()).toEqual([{ effect: 'endSession' }]);
  });

  it('a late refusal of the token after the logout changes nothing', async () => {
    const { actor, snapshot, fetchUser, sessionEffects } = startApp();
    const check = fetchUser.last();

    actor.send({ type: 'auth.logout' });
    check.reject(apiError(401, 'Invalid token'));
    await settle();

    expect(snapshot().value).toBe('signedOut');
    expect(sessionEffects()).toEqual([{ effect: 'endSession' }]);
  });

  it('a member page asked for during the check does not open after the next sign-in', () => {
    const { actor, snapshot, page } = startApp();
    actor.send(route('#dashboardSettings'));

    actor.send({ type: 'auth.logout' });

    expect(snapshot().context.requestedRoute).toBeNull();
    expect(page()).toBe('landing');
  });

  it('Logout on "We can\'t reach herd Health" ends the session and stops the retries', async () => {
    const { actor, snapshot, fetchUser, sessionEffects, page, clock } = await unreachableApp();

    actor.send({ type: 'auth.logout' });
    clock.increment(10_000);

    expect(snapshot().value).toBe('signedOut');
    expect(sessionEffects()).toEqual([{ effect: 'endSession' }]);
    expect(page()).toBe('landing');
    expect(fetchUser.calls).toHaveLength(1);
    expect(snapshot().context.theme).toEqual({ stored: 'dark', osPrefersDark: true });
  });

  it('Logout on "We can\'t reach herd Health" forgets the page asked for: the landing page opens', async () => {
    const { actor, snapshot, page } = await unreachableApp();
    actor.send(route('#dashboardProfile'));

    actor.send({ type: 'auth.logout' });

    expect(snapshot().context.requestedRoute).toBeNull();
    expect(page()).toBe('landing');
  });
});
