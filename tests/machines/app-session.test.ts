import { initialAppContext } from '@machines/app/app-types';
import {
  selectDashboardActor,
  selectIsMemberPageWaiting,
  selectIsServerUnreachable,
  selectIsSignedIn,
  selectOnboardingActor,
  selectProfile,
  selectSignInActor,
} from '@machines/app/selectors';
import { describe, expect, it } from 'vitest';
import { startApp } from './support/app-harness';
import { settle } from './support/controllable';
import {
  completedProfile,
  finishedUser,
  newProfile,
  newUser,
  route,
  session,
} from './support/fixtures';
import { apiError, networkError } from './support/recorders';
import { loginForm } from './support/sign-in-harness';
import { spec } from './support/spec-texts';

describe('app: checking the stored session at start (spec section 4)', () => {
  it('checks the stored token first, showing no page yet', () => {
    const { snapshot, fetchUser, page } = startApp();

    expect(snapshot().value).toBe('checkingSession');
    expect(fetchUser.calls).toHaveLength(1);
    expect(page()).toBeNull();
    expect(selectIsSignedIn(snapshot())).toBe(false);
  });

  it('an accepted token opens onboarding where the patient left off', async () => {
    const { userIs, snapshot, page, sessionEffects } = startApp();

    await userIs({ profile: newProfile(), resumeAt: 'medicalHistory' });

    expect(snapshot().matches({ signedIn: { area: 'onboarding', session: 'active' } })).toBe(true);
    expect(selectIsSignedIn(snapshot())).toBe(true);
    expect(page()).toBe('medicalHistory');
    // A profile without a language keeps the one on screen (mail and exports use it).
    expect(selectProfile(snapshot())).toEqual({ ...newProfile(), language: 'en' });
    expect(sessionEffects()).toEqual([]);
  });

  it('a patient who finished onboarding goes to the dashboard', async () => {
    const { userIs, snapshot, page } = startApp();

    await userIs(finishedUser());

    expect(snapshot().matches({ signedIn: { area: 'dashboard' } })).toBe(true);
    expect(page()).toBe('dashboardHome');
  });

  it('no stored token: signed out on the landing page, nothing removed', async () => {
    const { userIs, snapshot, page, sessionEffects } = startApp();

    await userIs(null);

    expect(snapshot().value).toBe('signedOut');
    expect(page()).toBe('landing');
    expect(selectProfile(snapshot())).toBeNull();
    expect(sessionEffects()).toEqual([]);
  });

  it('a token the server rejects (401) is removed and the visitor stays signed out', async () => {
    const { fetchUser, snapshot, sessionEffects } = startApp();

    fetchUser.last().reject(apiError(401, 'Invalid token'));
    await settle();

    expect(snapshot().value).toBe('signedOut');
    expect(sessionEffects()).toEqual([{ effect: 'clearToken' }]);
  });

  // Issue 13 item 7: only a rejection removes the token, not an unreachable server.
  it('a server out of reach keeps the token and says so', async () => {
    const { fetchUser, snapshot, sessionEffects } = startApp();

    fetchUser.last().reject(networkError());
    await settle();

    expect(snapshot().value).toBe('serverUnreachable');
    expect(selectIsServerUnreachable(snapshot())).toBe(true);
    expect(sessionEffects()).toEqual([]);
  });

  it('is not "unreachable" while checking, signed out or signed in', async () => {
    const checking = startApp();
    expect(selectIsServerUnreachable(checking.snapshot())).toBe(false);
    await checking.userIs(null);
    expect(selectIsServerUnreachable(checking.snapshot())).toBe(false);

    const signedIn = startApp();
    await signedIn.userIs(finishedUser());
    expect(selectIsServerUnreachable(signedIn.snapshot())).toBe(false);
  });

  it('a server fault (500) keeps the token too', async () => {
    const { fetchUser, snapshot, sessionEffects } = startApp();

    fetchUser.last().reject(apiError(500));
    await settle();

    expect(snapshot().value).toBe('serverUnreachable');
    expect(sessionEffects()).toEqual([]);
  });

  it('tries again every 10 seconds', async () => {
    const { fetchUser, snapshot, clock, userIs } = startApp();
    fetchUser.last().reject(networkError());
    await settle();

    clock.increment(9_999);
    expect(fetchUser.calls).toHaveLength(1);
    clock.increment(1);

    expect(snapshot().value).toBe('checkingSession');
    expect(fetchUser.calls).toHaveLength(2);
    await userIs(newUser());
    expect(selectIsSignedIn(snapshot())).toBe(true);
  });

  it('tries again at once on "Try again"', async () => {
    const { actor, fetchUser, snapshot } = startApp();
    fetchUser.last().reject(networkError());
    await settle();

    actor.send({ type: 'session.retry' });

    expect(snapshot().value).toBe('checkingSession');
    expect(fetchUser.calls).toHaveLength(2);
  });

  it('runs the toast and theme actors under their names, for the screens to find', () => {
    const { actor, snapshot } = startApp();

    expect(snapshot().children.toast).toBeDefined();
    expect(snapshot().children.theme).toBeDefined();
    expect(actor.system.get('toast')).toBe(snapshot().children.toast);
    expect(actor.system.get('theme')).toBe(snapshot().children.theme);
  });

  it('without input, the theme follows a light system', () => {
    expect(initialAppContext(undefined)).toEqual({
      user: null,
      session: null,
      requestedRoute: null,
      linkRoute: null,
      dashboardUnsaved: false,
      theme: { stored: null, osPrefersDark: false },
      language: { locale: 'en', chosen: false, available: ['en'] },
    });
  });

  it('the theme starts from the stored preference and the system setting', () => {
    const { effects } = startApp({ storedTheme: 'dark', osPrefersDark: false });

    expect(effects).toEqual([{ effect: 'applyTheme', dark: true }]);
  });

  it('the theme follows the system when nothing is stored', () => {
    const { effects } = startApp({ osPrefersDark: true });

    expect(effects).toEqual([{ effect: 'applyTheme', dark: true }]);
  });
});

describe('app: the address asked for before a page could open', () => {
  it('opens it once the stored session is accepted', async () => {
    const { actor, userIs, page } = startApp();

    actor.send(route('#medicalCondition'));
    await userIs({ profile: newProfile(), resumeAt: 'medicalHistory' });

    expect(page()).toBe('medicalCondition');
  });

  it('remembers it while the server is out of reach', async () => {
    const { actor, fetchUser, userIs, page } = startApp();
    fetchUser.last().reject(networkError());
    await settle();

    actor.send(route('#dashboardSettings'));
    actor.send({ type: 'session.retry' });
    await userIs(finishedUser());

    expect(page()).toBe('dashboardSettings');
  });

  it('a member page while signed out shows the sign-in page, then opens after sign-in', async () => {
    const { actor, userIs, page, snapshot, login, fetchUser, child } = startApp();
    actor.send(route('#dashboardCalendar'));
    await userIs(null);
    expect(page()).toBe('auth');
    expect(snapshot().context.requestedRoute).toEqual(route('#dashboardCalendar'));
    expect(selectIsMemberPageWaiting(snapshot())).toBe(true);

    actor.send(route('#auth'));
    expect(selectIsMemberPageWaiting(snapshot())).toBe(true);
    child('signIn')?.send(loginForm);
    login.last().resolve(session);
    await settle();
    fetchUser.last().resolve(finishedUser());
    await settle();

    expect(page()).toBe('dashboardCalendar');
  });

  it('no member page waits for a visitor who opened the landing or sign-in page', async () => {
    const { actor, userIs, snapshot } = startApp();
    actor.send(route('#auth'));
    await userIs(null);

    expect(selectIsMemberPageWaiting(snapshot())).toBe(false);
  });

  it('a member page asked for while signed out shows the sign-in page, then opens after sign-in', async () => {
    const { actor, userIs, page, toasts, child, login, fetchUser, snapshot } = startApp();
    await userIs(null);
    actor.send(route('#landing'));

    actor.send(route('#medicalHistory'));
    expect(page()).toBe('auth');
    expect(selectIsMemberPageWaiting(snapshot())).toBe(true);
    expect(toasts).toEqual([]);
    actor.send(route('#auth'));
    child('signIn')?.send(loginForm);
    login.last().resolve(session);
    await settle();
    fetchUser.last().resolve({ profile: newProfile(), resumeAt: 'geneticReport' });
    await settle();

    expect(page()).toBe('medicalHistory');
  });

  it('an address of no page while signed out is passed on, not remembered', async () => {
    const { actor, userIs, page, snapshot } = startApp();
    await userIs(null);

    actor.send({ type: 'xstate.route', to: '#nowhere' as never });

    expect(page()).toBe('landing');
    expect(snapshot().context.requestedRoute).toBeNull();
  });

  it('an address asked for while the profile loads opens once it is loaded', async () => {
    const { actor, userIs, page, child, login, fetchUser } = startApp();
    await userIs(null);
    actor.send(route('#auth'));
    child('signIn')?.send(loginForm);
    login.last().resolve(session);
    await settle();

    actor.send(route('#medicalCondition'));
    fetchUser.last().resolve({ profile: newProfile(), resumeAt: 'geneticReport' });
    await settle();

    expect(page()).toBe('medicalCondition');
  });

  it('the sign-in page asked for at start opens it', async () => {
    const { actor, userIs, page } = startApp();

    actor.send(route('#auth'));
    await userIs(null);

    expect(page()).toBe('auth');
  });

  it('forgets it once the patient leaves the part it opened', async () => {
    const { actor, userIs, snapshot } = startApp();
    actor.send(route('#medicalCondition'));
    await userIs({ profile: newProfile(), resumeAt: 'medicalHistory' });

    actor.send({ type: 'auth.logout' });

    expect(snapshot().context.requestedRoute).toBeNull();
  });
});

describe('app: signing in', () => {
  it('stores the token, loads the profile, then opens onboarding', async () => {
    const { actor, userIs, login, fetchUser, snapshot, page, sessionEffects, toasts, child } =
      startApp();
    await userIs(null);
    actor.send(route('#auth'));
    child('signIn')?.send(loginForm);

    login.last().resolve(session);
    await settle();
    expect(snapshot().matches({ signedIn: { area: 'loadingProfile' } })).toBe(true);
    expect(snapshot().context.session).toEqual(session);
    expect(sessionEffects()).toEqual([{ effect: 'storeToken', token: 'token-1' }]);
    expect(fetchUser.calls).toHaveLength(2);
    fetchUser.last().resolve(newUser());
    await settle();

    expect(page()).toBe('personalInfo');
    expect(toasts).toEqual([spec.loginSucceeded]);
  });

  it('a profile that cannot be loaded says so and tries again after 10 s', async () => {
    const { actor, userIs, login, fetchUser, snapshot, clock, child, page } = startApp();
    await userIs(null);
    actor.send(route('#auth'));
    child('signIn')?.send(loginForm);
    login.last().resolve(session);
    await settle();

    fetchUser.last().reject(networkError());
    await settle();
    expect(snapshot().matches({ signedIn: { area: 'profileUnavailable' } })).toBe(true);
    expect(selectIsServerUnreachable(snapshot())).toBe(true);
    clock.increment(10_000);
    expect(fetchUser.calls).toHaveLength(3);
    fetchUser.last().reject(networkError());
    await settle();
    actor.send(route('#medicalCondition'));
    actor.send({ type: 'session.retry' });
    expect(fetchUser.calls).toHaveLength(4);
    fetchUser.last().resolve({ profile: newProfile(), resumeAt: 'medicalHistory' });
    await settle();

    expect(snapshot().matches({ signedIn: { area: 'onboarding' } })).toBe(true);
    // The address asked for while the server was out of reach opens.
    expect(page()).toBe('medicalCondition');
  });

  it('a token rejected while loading the profile signs out and removes it', async () => {
    const { actor, userIs, login, fetchUser, snapshot, sessionEffects, child } = startApp();
    await userIs(null);
    actor.send(route('#auth'));
    child('signIn')?.send(loginForm);
    login.last().resolve(session);
    await settle();

    fetchUser.last().reject(apiError(401));
    await settle();

    expect(snapshot().value).toBe('signedOut');
    expect(sessionEffects()).toEqual([
      { effect: 'storeToken', token: 'token-1' },
      { effect: 'clearToken' },
    ]);
  });

  it('no profile after sign-in signs out and removes the token', async () => {
    const { actor, userIs, login, fetchUser, snapshot, sessionEffects, child } = startApp();
    await userIs(null);
    actor.send(route('#auth'));
    child('signIn')?.send(loginForm);
    login.last().resolve(session);
    await settle();

    fetchUser.last().resolve(null);
    await settle();

    expect(snapshot().value).toBe('signedOut');
    expect(sessionEffects().at(-1)).toEqual({ effect: 'clearToken' });
  });

  it('only one part of the app runs at a time', async () => {
    const { userIs, snapshot } = startApp();
    await userIs(null);
    expect(selectSignInActor(snapshot())).toBeDefined();
    expect(selectOnboardingActor(snapshot())).toBeUndefined();
    expect(selectDashboardActor(snapshot())).toBeUndefined();

    const signedIn = startApp();
    await signedIn.userIs(newUser());
    expect(selectSignInActor(signedIn.snapshot())).toBeUndefined();
    expect(selectOnboardingActor(signedIn.snapshot())).toBeDefined();
    expect(selectDashboardActor(signedIn.snapshot())).toBeUndefined();

    const finished = startApp();
    await finished.userIs(finishedUser());
    expect(selectDashboardActor(finished.snapshot())).toBeDefined();
    expect(selectOnboardingActor(finished.snapshot())).toBeUndefined();
    expect(selectProfile(finished.snapshot())).toEqual({ ...completedProfile(), language: 'en' });
  });
});
