import { line, quoted } from '../gherkin/lines';
import { shownPassword } from '../gherkin/scenario';
import { accepts, type QaAction, qaEvent } from '../qa-types';
import { passwordOf } from '../world';

/**
 * "Please sign in again" (the session ended while a save was on its way): the password, a wrong
 * one, or Google; and the session ending on the server while the profile loads after sign-in.
 */
export const signInAgain: QaAction = {
  type: 'qa.signInAgain',
  offers: (state) => {
    if (!accepts(state, 'app', 'session.reauth.submitted')) return [];
    // Online, Google would be a sign-in of its own (the browser leaves): offline it cannot start.
    if (state.world.network === 'down') return [qaEvent('qa.signInAgain', { with: 'google' })];
    return [
      qaEvent('qa.signInAgain', { with: 'password' }),
      qaEvent('qa.signInAgain', { with: 'wrongPassword' }),
    ];
  },
  perform: (step, event) => {
    if (event.with === 'google') {
      step.send('app', { type: 'session.reauth.google' });
      return;
    }
    step.send('app', {
      type: 'session.reauth.submitted',
      email: 'patient@example.test',
      password: event.with === 'password' ? passwordOf(step.world.account) : 'wrong',
    });
  },
  when: (event) =>
    ({
      password: 'the patient signs in again with their password',
      wrongPassword: 'the patient signs in again with a wrong password',
      google: 'the patient signs in again with Google',
    })[event.with as 'password' | 'wrongPassword' | 'google'],
  steps: (event, _, before) => {
    if (event.with === 'google') {
      return [line(`the patient presses ${quoted('Continue with Google')}`)];
    }
    const password = shownPassword(
      event.with === 'password' ? passwordOf(before.world.account) : 'wrong',
    );
    return [
      line(`the patient fills in ${quoted('Password')} with ${quoted(password)}`),
      line(`the patient presses ${quoted('Sign in')}`),
    ];
  },
};

/** The session ends on the server (signed out elsewhere) while the profile is still loading. */
export const sessionEnds: QaAction = {
  type: 'qa.sessionEnds',
  offers: (state) =>
    state.view.page?.id === 'loadingProfile' && state.world.token === 'valid'
      ? [qaEvent('qa.sessionEnds')]
      : [],
  perform: (step) => {
    step.world = { ...step.world, token: 'rejected' };
  },
  when: () => 'the session ends on the server (signed out on another device)',
  steps: () => [line('the session ends on the server')],
};
