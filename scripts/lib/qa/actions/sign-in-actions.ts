import { line, quoted } from '../gherkin/lines';
import { qaPasswords, shownPassword } from '../gherkin/scenario';
import { pendingRequests } from '../live-system';
import { accepts, pageIs, type QaAction, qaEvent } from '../qa-types';
import { passwordOf, rightPassword } from '../world';

/** Google's return addresses: what the provider appends to /auth after the patient's choice. */
export const googleReturns = {
  approves: '/auth?code=issued-code&state=pending-state',
  refuses: '/auth?error=access_denied&state=pending-state',
  badCode: '/auth?code=not-issued-code&state=pending-state',
} as const;

const providers = ['approves', 'refuses', 'badCode'] as const;

const onSignInForms = (state: Parameters<QaAction['offers']>[0]) =>
  pageIs(state, 'auth') && accepts(state, 'signIn', 'auth.login.submitted');

export const login: QaAction = {
  type: 'qa.login',
  offers: (state) =>
    onSignInForms(state)
      ? [qaEvent('qa.login', { password: 'right' }), qaEvent('qa.login', { password: 'wrong' })]
      : [],
  perform: (step, event) =>
    step.send('signIn', {
      type: 'auth.login.submitted',
      email: 'patient@example.test',
      password: event.password === 'right' ? passwordOf(step.world.account) : 'wrong-password',
    }),
  when: (event) =>
    event.password === 'right'
      ? 'the patient signs in with their email and password'
      : 'the patient signs in with a wrong password',
  steps: (event, { account }, before) => [
    line(`the patient opens the ${quoted('Login')} tab`),
    line('the patient fills in the form:', [
      ['Email', account.email],
      [
        'Password',
        shownPassword(event.password === 'right' ? passwordOf(before.world.account) : 'wrong'),
      ],
    ]),
    line(`the patient presses ${quoted('Sign in')}`),
  ],
};

export const register: QaAction = {
  type: 'qa.register',
  offers: (state) =>
    onSignInForms(state)
      ? [
          qaEvent('qa.register', { passwords: 'same' }),
          qaEvent('qa.register', { passwords: 'different' }),
        ]
      : [],
  perform: (step, event) =>
    step.send('signIn', {
      type: 'auth.register.submitted',
      name: 'Pat Doe',
      email: 'patient@example.test',
      password: rightPassword,
      confirmPassword: event.passwords === 'same' ? rightPassword : 'another-password',
    }),
  when: (event) =>
    event.passwords === 'same'
      ? 'the patient creates an account with their name, email and password'
      : 'the patient creates an account but the two passwords differ',
  steps: (event, { account }) => [
    line(`the patient opens the ${quoted('Register')} tab`),
    line('the patient fills in the form:', [
      ['Full Name', account.name],
      ['Email', account.email],
      ['Password', qaPasswords.right],
      ['Confirm Password', event.passwords === 'same' ? qaPasswords.right : qaPasswords.other],
    ]),
    line(`the patient presses ${quoted('Create account')}`),
  ],
};

export const google: QaAction = {
  type: 'qa.google',
  offers: (state) =>
    onSignInForms(state)
      ? // Offline Google's answer never comes: one way to press the button is enough.
        (state.world.network === 'down' ? providers.slice(0, 1) : providers).map((provider) =>
          qaEvent('qa.google', { provider }),
        )
      : [],
  perform: (step, event) => {
    step.send('signIn', { type: 'auth.google.started' });
    step.settle();
    // The browser leaves for Google (unless it could not start) and comes back to /auth.
    const leaving =
      step.root !== null &&
      pendingRequests(step.root).some((request) => request.src === 'startGoogleSignIn');
    if (leaving) step.open(googleReturns[event.provider as keyof typeof googleReturns]);
  },
  when: (event) =>
    ({
      approves: 'the patient continues with Google and Google approves',
      refuses: 'the patient continues with Google and refuses access there',
      badCode: 'the patient continues with Google, which returns a code the server cannot use',
    })[event.provider as 'approves' | 'refuses' | 'badCode'],
  steps: (event, { account }, before) => {
    // Offline the browser never reaches Google.
    if (before.world.network === 'down') {
      return [line(`the patient presses ${quoted('Continue with Google')}`)];
    }
    const outcome = {
      approves: 'Google approves',
      refuses: 'the patient refuses access at Google',
      badCode: 'Google returns a code the server cannot use',
    }[event.provider as 'approves' | 'refuses' | 'badCode'];
    return [line(`the patient continues with Google as ${quoted(account.email)}, and ${outcome}`)];
  },
};
