import { describe, expect, it } from 'vitest';
import {
  selectCallbackView,
  selectGoogleButtonLabel,
  selectLoginButtonLabel,
  selectRegisterButtonLabel,
} from '@machines/app/selectors';
import { emptyProfile } from '@machines/domain/user-profile';
import { eventForLocation, pathFromSnapshot } from '@machines/routes';
import { messages } from '@machines/shared/messages';
import { session, settle, startApp } from './support/app-harness';

const route = (pathname: string, search = '', hash = '') => {
  const event = eventForLocation({ pathname, search, hash });
  if (!event) throw new Error(`no route for ${pathname}`);
  return event;
};

describe('app machine: session and sign-in', () => {
  it('restores an accepted stored token and goes where the onboarding check says', async () => {
    const { actor, log } = startApp({
      fetchCurrentUser: async () => emptyProfile('pat@example.com', 'Pat'),
      checkOnboarding: async () => ({ redirect_path: '/onboarding/medical-condition' }),
    });
    await settle();
    await settle();
    expect(log.calls).toEqual(['fetchCurrentUser', 'checkOnboarding']);
    // The server sent the user to step 2, so step 2 is open.
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/onboarding/medical-condition');
  });

  it('removes a rejected token and stays signed out', async () => {
    const { actor, log } = startApp({
      fetchCurrentUser: async () => Promise.reject(new Error('401')),
    });
    await settle();
    expect(log.calls).toContain('clearToken');
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/');
  });

  it('logs in with "Signing in..." and the success toast, then follows redirect_path', async () => {
    const { actor, log, lastToast } = startApp();
    await settle();
    actor.send(route('/auth'));
    actor.send({ type: 'auth.login.submitted', email: 'pat@example.com', password: 'pw' });
    expect(selectLoginButtonLabel(actor.getSnapshot())).toBe('Signing in...');
    await settle();
    expect(log.tokens).toEqual([session.access_token]);
    expect(lastToast()?.title).toBe(messages.loginSucceeded.title);
    await settle();
    await settle();
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/onboarding');
    expect(selectLoginButtonLabel(actor.getSnapshot())).toBe('Sign in');
  });

  it('shows "Authentication failed" when login fails and stays on /auth', async () => {
    const { actor, lastToast } = startApp({ login: async () => Promise.reject(new Error('401')) });
    await settle();
    actor.send(route('/auth'));
    actor.send({ type: 'auth.login.submitted', email: 'pat@example.com', password: 'bad' });
    await settle();
    expect(lastToast()).toEqual(messages.authFailed);
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/auth');
  });

  it('refuses a registration whose passwords differ, with the toast, sending nothing', async () => {
    const { actor, log, lastToast } = startApp();
    await settle();
    actor.send(route('/auth'));
    actor.send({
      type: 'auth.register.submitted',
      name: 'Pat',
      email: 'pat@example.com',
      password: 'one',
      confirmPassword: 'two',
    });
    expect(lastToast()).toEqual(messages.passwordsMismatch);
    expect(log.calls).not.toContain('register');
  });

  it('registers with "Creating account..." and "Account created"', async () => {
    const { actor, lastToast } = startApp();
    await settle();
    actor.send(route('/auth'));
    actor.send({
      type: 'auth.register.submitted',
      name: 'Pat',
      email: 'pat@example.com',
      password: 'same',
      confirmPassword: 'same',
    });
    expect(selectRegisterButtonLabel(actor.getSnapshot())).toBe('Creating account...');
    await settle();
    expect(lastToast()).toEqual(messages.registerSucceeded);
  });

  it('starts Google sign-in by redirecting, showing "Processing..."', async () => {
    const { actor, log } = startApp();
    await settle();
    actor.send(route('/auth'));
    actor.send({ type: 'auth.google.started' });
    expect(log.calls).toContain('startGoogleSignIn');
    expect(selectGoogleButtonLabel(actor.getSnapshot())).toBe('Processing...');
  });

  it('stays on the sign-in page with a toast when the redirect cannot start', async () => {
    const { actor, lastToast } = startApp({
      startGoogleSignIn: async () => Promise.reject(new Error('Google sign-in is not available')),
    });
    await settle();
    actor.send(route('/auth'));
    actor.send({ type: 'auth.google.started' });
    await settle();
    expect(lastToast()).toEqual(messages.googleCodeFailed);
    expect(selectGoogleButtonLabel(actor.getSnapshot())).toBe('Continue with Google');
  });
});

describe('app machine: Google callback', () => {
  it('exchanges a code from the query string and signs in', async () => {
    const { actor, log, lastToast } = startApp();
    actor.send(route('/auth', '?code=abc&state=s1'));
    await settle();
    await settle();
    expect(log.calls).toContain('exchangeGoogleCode');
    expect(lastToast()).toEqual(messages.googleSucceeded);
  });

  it('reads the code from the hash as a fallback', async () => {
    const { actor, log } = startApp();
    await settle();
    actor.send(route('/auth', '', '#code=abc'));
    await settle();
    expect(log.calls).toContain('exchangeGoogleCode');
  });

  it('shows the provider error and returns to / after 3000 ms', async () => {
    const { actor, clock, lastToast } = startApp();
    await settle();
    actor.send(route('/auth', '?error=access_denied'));
    expect(selectCallbackView(actor.getSnapshot())?.text).toBe(
      'Authentication error: access_denied',
    );
    expect(lastToast()).toEqual({
      title: 'Authentication Failed',
      description: 'Google returned an error: access_denied',
      variant: 'destructive',
    });
    clock.increment(2999);
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/auth');
    clock.increment(1);
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/');
  });

  it('says "No authorization code received" when neither code nor error came back', async () => {
    const { actor, lastToast } = startApp();
    await settle();
    actor.send({ type: 'xstate.route', to: '#googleCallback', search: '?state=s1' });
    expect(selectCallbackView(actor.getSnapshot())?.text).toBe('No authorization code received');
    expect(lastToast()?.description).toBe('No authorization code was received from Google');
  });

  it.each([
    [{ detail: 'Code expired' }, 'Code expired'],
    [new Error('Network down'), 'Network down'],
    [{}, 'Could not complete the authentication process.'],
  ])('shows the exchange failure text (%o -> %s)', async (error, text) => {
    const { actor, lastToast } = startApp({
      exchangeGoogleCode: async () => Promise.reject(error),
    });
    await settle();
    actor.send(route('/auth', '?code=abc'));
    await settle();
    const view = selectCallbackView(actor.getSnapshot());
    expect(view?.title).toBe('Authentication Error');
    expect(view?.text).toBe(text);
    expect(view?.redirecting).toBe('Redirecting you back to the login page...');
    expect(lastToast()).toEqual(messages.googleCodeFailed);
  });
});

describe('app machine: routes and logout', () => {
  it('sends a signed-out visitor on a member page to /', async () => {
    const { actor } = startApp();
    await settle();
    actor.send(route('/auth'));
    actor.send(route('/onboarding/medical-history'));
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/');
    actor.send(route('/dashboard'));
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/');
  });

  it('logs out from the dashboard with the toast and goes to /', async () => {
    const { actor, log, lastToast } = startApp({
      fetchCurrentUser: async () => ({
        ...emptyProfile('sam@example.com', 'Sam'),
        has_completed_onboarding: true,
      }),
      checkOnboarding: async () => ({ redirect_path: '/dashboard' }),
    });
    await settle();
    await settle();
    actor.send(route('/dashboard/messages'));
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/dashboard/messages');
    actor.send({ type: 'auth.logout' });
    expect(log.calls).toContain('clearToken');
    expect(lastToast()).toEqual(messages.loggedOut);
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('keeps a signed-in visitor off /auth', async () => {
    const { actor } = startApp({
      fetchCurrentUser: async () => emptyProfile('pat@example.com', 'Pat'),
    });
    await settle();
    await settle();
    actor.send(route('/auth'));
    expect(pathFromSnapshot(actor.getSnapshot())).toBe('/onboarding');
  });
});
