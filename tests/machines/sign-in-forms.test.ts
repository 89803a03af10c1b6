import {
  selectAuthBusy,
  selectEmailTaken,
  selectGoogleButtonLabel,
  selectIsGoogleBusy,
  selectIsRegistering,
  selectIsSigningIn,
  selectLoginButtonLabel,
  selectRegisterButtonLabel,
  selectRegistrationErrors,
  selectSignInFailure,
} from '@machines/sign-in/selectors';
import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { route, session } from './support/fixtures';
import { words } from './support/in-english';
import { apiError, networkError } from './support/recorders';
import { loginForm, registration, startSignIn } from './support/sign-in-harness';
import { spec } from './support/spec-texts';

describe('sign-in machine: pages', () => {
  it('opens on the landing page when the address asked for nothing', () => {
    const { snapshot } = startSignIn(null);

    expect(snapshot().value).toBe('landing');
    expect(snapshot().context.page).toBe('landing');
    expect(snapshot().context.route).toBeNull();
  });

  it('opens the page the address asked for at start', () => {
    const { snapshot } = startSignIn(route('#auth'));

    expect(snapshot().value).toEqual({ auth: 'idle' });
    expect(snapshot().context.page).toBe('auth');
    expect(snapshot().context.route).toBeNull();
  });

  it('moves between the landing page and the sign-in page', () => {
    const { actor, snapshot } = startSignIn();

    actor.send(route('#auth'));
    expect(snapshot().context.page).toBe('auth');
    actor.send(route('#landing'));

    expect(snapshot().value).toBe('landing');
    expect(snapshot().context.page).toBe('landing');
  });

  it('ignores a route to the page already shown: a sign-in in flight goes on', () => {
    const { actor, snapshot, login } = startSignIn(route('#auth'));
    actor.send(loginForm);

    actor.send(route('#auth'));

    expect(snapshot().value).toEqual({ auth: 'signingIn' });
    expect(login.last().signal.aborted).toBe(false);
  });

  it('ignores a route to the landing page while it is shown', () => {
    const { actor, snapshot } = startSignIn();
    const before = snapshot();

    actor.send(route('#landing'));

    expect(snapshot()).toBe(before);
  });

  it('ignores routes to pages it does not own', () => {
    const { actor, snapshot } = startSignIn(route('#auth'));

    actor.send(route('#dashboardHome'));
    actor.send(route('#personalInfo'));

    expect(snapshot().value).toEqual({ auth: 'idle' });
  });
});

describe('sign-in machine: login', () => {
  it('shows "Signing in..." and sends the email and password', () => {
    const { actor, snapshot, login } = startSignIn(route('#auth'));

    actor.send(loginForm);

    expect(selectIsSigningIn(snapshot())).toBe(true);
    expect(selectAuthBusy(snapshot())).toBe(true);
    expect(words(selectLoginButtonLabel(snapshot()))).toBe('Signing in...');
    expect(login.last().input).toEqual({ email: 'pat@example.com', password: 'correct horse' });
  });

  it('ends with the session, "login" and the welcome-back message', async () => {
    const { actor, login, ended, toasts, snapshot } = startSignIn(route('#auth'));
    actor.send(loginForm);

    login.last().resolve(session);
    await settle();

    expect(snapshot().status).toBe('done');
    expect(ended.output).toEqual({ session, method: 'login' });
    expect(toasts).toEqual([spec.loginSucceeded]);
  });

  it('says "Authentication failed" and stays on the form when the password is wrong', async () => {
    const { actor, login, snapshot, toasts } = startSignIn(route('#auth'));
    actor.send(loginForm);

    login.last().reject(apiError(401, 'Invalid email or password'));
    await settle();

    expect(snapshot().value).toEqual({ auth: 'idle' });
    expect(words(selectLoginButtonLabel(snapshot()))).toBe('Sign in');
    expect(selectSignInFailure(snapshot())).toBeNull();
    expect(toasts).toEqual([spec.authFailed]);
  });

  it("gives the server's reason when it gave one the patient can act on", async () => {
    const { actor, login, snapshot, toasts } = startSignIn(route('#auth'));
    actor.send(loginForm);

    login.last().reject(apiError(429, 'Too many attempts. Try again in a minute.'));
    await settle();

    expect(words(selectSignInFailure(snapshot()))).toBe(
      'Too many attempts. Try again in a minute.',
    );
    expect(toasts).toEqual([
      { ...spec.authFailed, description: 'Too many attempts. Try again in a minute.' },
    ]);
  });

  it('forgets the last reason when the patient tries again', async () => {
    const { actor, login, snapshot } = startSignIn(route('#auth'));
    actor.send(loginForm);
    login.last().reject(apiError(429, 'Too many attempts'));
    await settle();

    actor.send(loginForm);

    expect(snapshot().context.failure).toBeNull();
    login.last().reject(apiError(401, 'Invalid email or password'));
    await settle();
    expect(selectSignInFailure(snapshot())).toBeNull();
  });

  it('says herd Health could not be reached, not "check your credentials", when no answer came', async () => {
    // Offline, or the app's signed-in code could not be downloaded (the sign-in waits for it).
    for (const failure of [
      networkError(),
      new TypeError('Failed to fetch dynamically imported module'),
    ]) {
      const { actor, login, snapshot, toasts } = startSignIn(route('#auth'));
      actor.send(loginForm);
      login.last().reject(failure);
      await settle();

      const unreachable =
        'We could not reach herd Health. Check your internet connection and try again.';
      expect(words(selectSignInFailure(snapshot()))).toBe(unreachable);
      expect(toasts).toEqual([{ ...spec.authFailed, description: unreachable }]);
      expect(JSON.stringify(toasts)).not.toContain('credentials');
    }
  });

  it('says the fault is on our side when the server failed', async () => {
    const { actor, login, snapshot, toasts } = startSignIn(route('#auth'));
    actor.send(loginForm);
    login.last().reject(apiError(503, 'Database unavailable'));
    await settle();

    const fault = 'Something went wrong on our side. Please try again.';
    expect(words(selectSignInFailure(snapshot()))).toBe(fault);
    expect(toasts).toEqual([{ ...spec.authFailed, description: fault }]);
  });

  it('registering forgets the reason of a failed login', async () => {
    const { actor, login, snapshot } = startSignIn(route('#auth'));
    actor.send(loginForm);
    login.last().reject(apiError(429, 'Too many attempts'));
    await settle();

    actor.send(registration);

    expect(snapshot().context.failure).toBeNull();
  });

  it('shows the reason only on the sign-in form, not on the landing page', async () => {
    const { actor, login, snapshot } = startSignIn(route('#auth'));
    actor.send(loginForm);
    login.last().reject(apiError(429, 'Too many attempts'));
    await settle();

    actor.send(route('#landing'));

    expect(selectSignInFailure(snapshot())).toBeNull();
  });

  it('shows no reason of a refused login while the browser leaves for Google', async () => {
    const { actor, login, snapshot } = startSignIn(route('#auth'));
    actor.send(loginForm);
    login.last().reject(apiError(429, 'Too many attempts'));
    await settle();
    expect(words(selectSignInFailure(snapshot()))).toBe('Too many attempts');

    actor.send({ type: 'auth.google.started' });

    expect(selectSignInFailure(snapshot())).toBeNull();
  });

  it('shows no failure text while a request is in flight', async () => {
    const { actor, login, snapshot } = startSignIn(route('#auth'));
    actor.send(loginForm);
    login.last().reject(apiError(429, 'Too many attempts'));
    await settle();

    actor.send(loginForm);
    expect(selectSignInFailure(snapshot())).toBeNull();
  });
});

describe('sign-in machine: register', () => {
  it('shows each problem at its field, with no toast, and sends nothing', () => {
    const { actor, register, snapshot, toasts } = startSignIn(route('#auth'));

    actor.send({ ...registration, name: '', password: 'short', confirmPassword: 'other' });

    expect(snapshot().value).toEqual({ auth: 'idle' });
    expect(register.calls).toHaveLength(0);
    expect(toasts).toEqual([]);
    const errors = selectRegistrationErrors(snapshot());
    expect(words(errors.name?.message)).toBe('Enter your full name.');
    expect(errors.email).toBeUndefined();
    expect(words(errors.password?.message)).toBe('Use at least 8 characters for your password.');
    expect(words(errors.confirmPassword?.message)).toBe(
      "Passwords don't match. Please make sure your passwords match.",
    );
  });

  it('clears a problem once it no longer applies, and only then', () => {
    const { actor, snapshot } = startSignIn(route('#auth'));
    const form = { ...registration, name: '', confirmPassword: 'other' };
    actor.send(form);

    actor.send({ ...form, type: 'auth.register.changed', email: 'still@example.com' });
    expect(Object.keys(selectRegistrationErrors(snapshot())).sort()).toEqual([
      'confirmPassword',
      'name',
    ]);
    actor.send({ ...form, type: 'auth.register.changed', name: 'P' });
    expect(Object.keys(selectRegistrationErrors(snapshot()))).toEqual(['confirmPassword']);
    actor.send({
      ...form,
      type: 'auth.register.changed',
      name: 'P',
      confirmPassword: registration.password,
    });
    expect(selectRegistrationErrors(snapshot())).toEqual({});
  });

  it('a field emptied again shows its problem again', () => {
    const { actor, snapshot } = startSignIn(route('#auth'));
    actor.send({ ...registration, email: 'pat@' });
    expect(words(selectRegistrationErrors(snapshot()).email?.message)).toMatch(
      /look like an email/,
    );

    actor.send({ ...registration, type: 'auth.register.changed', email: '' });
    expect(words(selectRegistrationErrors(snapshot()).email?.message)).toBe(
      'Enter your email address.',
    );
  });

  it('shows "Creating account..." and sends name, email and password only', () => {
    const { actor, register, snapshot } = startSignIn(route('#auth'));

    actor.send(registration);

    expect(selectIsRegistering(snapshot())).toBe(true);
    expect(selectAuthBusy(snapshot())).toBe(true);
    expect(words(selectRegisterButtonLabel(snapshot()))).toBe('Creating account...');
    expect(register.last().input).toEqual({
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'correct horse',
    });
  });

  it('ends with the session, "register" and "Account created"', async () => {
    const { actor, register, ended, toasts } = startSignIn(route('#auth'));
    actor.send(registration);

    register.last().resolve(session);
    await settle();

    expect(ended.output).toEqual({ session, method: 'register' });
    expect(toasts).toEqual([spec.registerSucceeded]);
  });

  it('shows an email already registered at Email, with no toast, until the email changes', async () => {
    const { actor, register, snapshot, toasts } = startSignIn(route('#auth'));
    actor.send(registration);

    register.last().reject(apiError(409, 'An account with this email already exists', 'email'));
    await settle();

    expect(snapshot().value).toEqual({ auth: 'idle' });
    expect(words(selectRegisterButtonLabel(snapshot()))).toBe('Create account');
    expect(words(selectRegistrationErrors(snapshot()).email?.message)).toBe(
      'An account with this email already exists',
    );
    expect(selectSignInFailure(snapshot())).toBeNull();
    expect(toasts).toEqual([]);

    actor.send({ ...registration, type: 'auth.register.changed', name: 'Pat D.' });
    expect(selectRegistrationErrors(snapshot()).email).toBeDefined();
    actor.send({ ...registration, type: 'auth.register.changed', email: 'pat2@example.com' });
    expect(selectRegistrationErrors(snapshot())).toEqual({});
  });

  it('offers signing in or a new password only when the server says the email is taken', async () => {
    const { actor, register, snapshot } = startSignIn(route('#auth'));
    expect(selectEmailTaken(snapshot())).toBe(false);
    actor.send(registration);
    const taken = {
      id: 'error.auth.emailTaken',
      defaultMessage: 'An account with this email already exists',
    };
    register
      .last()
      .reject(Object.assign(apiError(409, taken.defaultMessage, 'email'), { reason: taken }));
    await settle();

    expect(selectEmailTaken(snapshot())).toBe(true);

    actor.send({ ...registration, email: 'pat2@example.com' });
    register.last().reject(apiError(422, 'This address cannot receive mail', 'email'));
    await settle();

    expect(words(selectRegistrationErrors(snapshot()).email?.message)).toBe(
      'This address cannot receive mail',
    );
    expect(selectEmailTaken(snapshot())).toBe(false);
  });

  it('shows a password too easy to guess at Password', async () => {
    const { actor, register, snapshot, toasts } = startSignIn(route('#auth'));
    actor.send(registration);

    register.last().reject(apiError(422, 'This password is too easy to guess.', 'password'));
    await settle();

    expect(words(selectRegistrationErrors(snapshot()).password?.message)).toBe(
      'This password is too easy to guess.',
    );
    expect(toasts).toEqual([]);
  });

  it('a refusal about no field of the form is a toast, as the spec says', async () => {
    const { actor, register, snapshot, toasts } = startSignIn(route('#auth'));
    actor.send(registration);

    register.last().reject(apiError(429, 'Too many attempts'));
    await settle();

    expect(selectRegistrationErrors(snapshot())).toEqual({});
    expect(toasts).toEqual([{ ...spec.authFailed, description: 'Too many attempts' }]);
  });

  it("uses the spec's words when the server refused without a reason", async () => {
    const { actor, register, toasts, snapshot } = startSignIn(route('#auth'));
    actor.send(registration);

    register.last().reject(apiError(400));
    await settle();

    expect(selectSignInFailure(snapshot())).toBeNull();
    expect(toasts).toEqual([spec.authFailed]);
  });

  it('says the fault is ours, never its internal detail, when the server failed', async () => {
    const { actor, register, toasts } = startSignIn(route('#auth'));
    actor.send(registration);

    register.last().reject(apiError(500, 'Internal detail'));
    await settle();

    expect(toasts).toEqual([
      { ...spec.authFailed, description: 'Something went wrong on our side. Please try again.' },
    ]);
  });
});

describe('sign-in machine: leaving for Google', () => {
  it('shows "Processing..." while the browser leaves', () => {
    const { actor, snapshot, google } = startSignIn(route('#auth'));

    actor.send({ type: 'auth.google.started' });

    expect(google.calls).toHaveLength(1);
    expect(selectIsGoogleBusy(snapshot())).toBe(true);
    expect(selectAuthBusy(snapshot())).toBe(true);
    expect(words(selectGoogleButtonLabel(snapshot()))).toBe('Processing...');
  });

  it('says Google sign-in failed and stays when the browser cannot leave', async () => {
    const { actor, snapshot, google, toasts } = startSignIn(route('#auth'));
    actor.send({ type: 'auth.google.started' });

    google.last().reject(new Error('Google sign-in is not configured'));
    await settle();

    expect(snapshot().value).toEqual({ auth: 'idle' });
    expect(words(selectGoogleButtonLabel(snapshot()))).toBe('Continue with Google');
    expect(toasts).toEqual([spec.googleCodeFailed]);
  });

  it('forgets a refused login once the patient chooses Google: its reason is not shown again', async () => {
    const { actor, snapshot, login, google } = startSignIn(route('#auth'));
    actor.send(loginForm);
    login.last().reject(apiError(429, 'Too many attempts'));
    await settle();
    expect(selectSignInFailure(snapshot())).not.toBeNull();

    actor.send({ type: 'auth.google.started' });
    google.last().reject(new Error('Google sign-in is not configured'));
    await settle();

    expect(snapshot().value).toEqual({ auth: 'idle' });
    expect(selectSignInFailure(snapshot())).toBeNull();
  });

  it('nothing is busy on the idle form', () => {
    const { snapshot } = startSignIn(route('#auth'));

    expect(selectAuthBusy(snapshot())).toBe(false);
    expect(selectIsGoogleBusy(snapshot())).toBe(false);
  });

  it('ignores form events outside the sign-in page and while a request is in flight', () => {
    const { actor, snapshot, login, register, google } = startSignIn();

    actor.send(loginForm);
    actor.send(registration);
    actor.send({ type: 'auth.google.started' });
    expect(snapshot().value).toBe('landing');
    actor.send(route('#auth'));
    actor.send(loginForm);
    actor.send(registration);
    actor.send({ type: 'auth.google.started' });

    expect(login.calls).toHaveLength(1);
    expect(register.calls).toHaveLength(0);
    expect(google.calls).toHaveLength(0);
  });
});
