import { line, quoted } from '../gherkin/lines';
import { accepts, pageIs, type QaAction, type QaState, qaEvent, stateValueOf } from '../qa-types';

/**
 * "Forgot password?" (issue 25): the patient gives their email and is told the same whether or
 * not an account has it; a server fault says the link was not sent. The mail's link ("Choose a
 * new password") is followed by `mail-link-actions.ts`.
 */

/** The address the paths ask a link for: the Given's account when there is one. */
const resetEmail = 'patient@example.test';

const forgotShows = (state: QaState, value: string) =>
  JSON.stringify(stateValueOf(state, 'forgotPassword')) === JSON.stringify(value);

export const askReset: QaAction = {
  type: 'qa.askReset',
  offers: (state) =>
    pageIs(state, 'forgotPassword') && accepts(state, 'forgotPassword', 'forgot.submitted')
      ? [qaEvent('qa.askReset', { server: 'accepts' }), qaEvent('qa.askReset', { server: 'fails' })]
      : [],
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('requestPasswordReset');
    step.send('forgotPassword', { type: 'forgot.submitted', email: resetEmail });
  },
  when: (event) =>
    event.server === 'fails'
      ? 'the patient asks for a link to reset their password, and the server fails (HTTP 500)'
      : 'the patient asks for a link to reset their password',
  steps: (event, _scenario, before) => {
    const again = forgotShows(before, 'sent');
    return [
      ...(event.server === 'fails'
        ? [
            line(
              `the server answers the next ${quoted('POST /auth/password/forgot')} with HTTP 500`,
            ),
          ]
        : []),
      ...(again
        ? []
        : [line(`the patient fills in ${quoted('Email')} with ${quoted(resetEmail)}`)]),
      line(`the patient presses ${quoted(again ? 'Send again' : 'Send the link')}`),
    ];
  },
};

export const otherAddress: QaAction = {
  type: 'qa.otherAddress',
  offers: (state) =>
    pageIs(state, 'forgotPassword') && accepts(state, 'forgotPassword', 'forgot.restarted')
      ? [qaEvent('qa.otherAddress')]
      : [],
  perform: (step) => step.send('forgotPassword', { type: 'forgot.restarted' }),
  when: () => 'the patient chooses to use another address',
  steps: () => [line(`the patient presses ${quoted('Use another address')}`)],
};
