import type { RouteEvent } from '@machines/routes/route-event';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import type { AuthSession, Credentials } from '@machines/sign-in/sign-in-types';
import { controllable } from './controllable';
import { startHosted } from './host';

/** The sign-in machine with every request held until the test settles it. */
export function startSignIn(route: RouteEvent | null = null) {
  const login = controllable<AuthSession, Credentials>();
  const register = controllable<AuthSession, { name: string; email: string; password: string }>();
  const google = controllable<void>();
  const exchange = controllable<AuthSession, { code: string; state: string | null }>();
  const machine = signInMachine.provide({
    actors: {
      login: login.logic,
      register: register.logic,
      startGoogleSignIn: google.logic,
      exchangeGoogleCode: exchange.logic,
    },
  });
  const hosted = startHosted(machine, { route }, 'signIn');
  return { ...hosted, login, register, google, exchange };
}

export const registration = {
  type: 'auth.register.submitted',
  name: 'Pat Doe',
  email: 'pat@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
} as const;

export const loginForm = {
  type: 'auth.login.submitted',
  email: 'pat@example.com',
  password: 'correct horse',
} as const;
