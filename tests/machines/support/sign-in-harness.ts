import type { RouteEvent } from '@machines/routes/route-event';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import type { AuthSession, Credentials } from '@machines/sign-in/sign-in-types';
import { enqueueActions } from 'xstate';
import { controllable } from './controllable';
import { startHosted } from './host';

/**
 * Machine defect (reported): the Google callback transition is declared on the machine's root
 * with `reenter: true`, which re-enters the root and runs its entry `replayStartRoute` again;
 * with no start route left it raises a route to the landing page, so every return from Google
 * ended on the landing page (fixed on client-arch; `google-callback.test.ts` checks the machine as
 * shipped). To test the
 * callback's own steps meanwhile, this replay raises only a start route that exists (what the
 * onboarding and dashboard machines do), which is the smallest fix.
 */
const signInWithReplayFix = signInMachine.provide({
  actions: {
    replayStartRoute: enqueueActions(({ context, enqueue }) => {
      if (context.route) enqueue.raise(context.route);
    }),
  },
});

/** The sign-in machine with every request held until the test settles it. */
export function startSignIn(
  route: RouteEvent | null = null,
  { withReplayFix = false }: { withReplayFix?: boolean } = {},
) {
  const login = controllable<AuthSession, Credentials>();
  const register = controllable<AuthSession, { name: string; email: string; password: string }>();
  const google = controllable<void>();
  const exchange = controllable<AuthSession, { code: string; state: string | null }>();
  const machine = (withReplayFix ? signInWithReplayFix : signInMachine).provide({
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
