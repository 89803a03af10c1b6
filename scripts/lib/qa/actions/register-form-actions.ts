import { registrationWords } from '@contract/registration';
import { english } from '@i18n/english';
import { line, quoted } from '../gherkin/lines';
import { qaPasswords } from '../gherkin/scenario';
import { accepts, pageIs, type QaAction, qaEvent } from '../qa-types';
import { rightPassword } from '../world';

/**
 * Typing in the register form after its problems showed (issue 30, row 5): the patient corrects
 * "Confirm Password" to match, and the problem at that field goes without sending anything.
 */
/** The problem this step makes go: the two passwords differ. */
const mismatch = english(registrationWords.passwordsMismatch);

export const fixConfirmPassword: QaAction = {
  type: 'qa.fixConfirmPassword',
  offers: (state) =>
    pageIs(state, 'auth') &&
    state.expected.authTab === 'register' &&
    state.expected.screen.fieldProblems.includes(mismatch) &&
    accepts(state, 'signIn', 'auth.register.changed')
      ? [qaEvent('qa.fixConfirmPassword')]
      : [],
  perform: (step) =>
    step.send('signIn', {
      type: 'auth.register.changed',
      name: 'Pat Doe',
      email: 'patient@example.test',
      password: rightPassword,
      confirmPassword: rightPassword,
    }),
  when: () => 'the patient types the password again in "Confirm Password", now the same',
  steps: () => [
    line(`the patient fills in ${quoted('Confirm Password')} with ${quoted(qaPasswords.right)}`),
  ],
};
