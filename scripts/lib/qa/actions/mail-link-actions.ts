import { line, quoted } from '../gherkin/lines';
import { qaPasswords } from '../gherkin/scenario';
import { weakPassword } from '../mail-server-model';
import { accepts, pageIs, type QaAction, qaEvent } from '../qa-types';

/**
 * The links in mail (issue 25): "Choose a new password" from the reset mail, "Confirm your
 * email" from the registration's mail, and "Send again" under "Confirm your email". The BDD steps
 * read the link from the server's outbox, as the patient reads their mail.
 */

/** Each mail the paths open: its subject (as the patient's inbox shows it) and its link. */
const mails = {
  reset: {
    subject: 'Reset your herd Health password',
    link: '/auth/reset-password#token=qa-reset-link',
  },
  confirm: {
    subject: 'Confirm your email address',
    link: '/auth/confirm-email#token=qa-confirm-link',
  },
} as const;

type MailKind = keyof typeof mails;

/** The page a link opens, or the address typed with its token cut off. */
export const linkPages = { reset: 'resetPassword', confirm: 'confirmEmail' } as const;

/** The new password the paths choose (the model's "new-password"). */
const newPassword = 'new-password';

export const openMailLink: QaAction = {
  type: 'qa.openMailLink',
  offers: (state) =>
    (Object.keys(mails) as MailKind[])
      .filter((mail) => state.world.links[mail] !== 'none' && !state.view.facts.saving)
      .map((mail) => qaEvent('qa.openMailLink', { mail })),
  perform: (step, event) => step.open(mails[event.mail as MailKind].link),
  when: (event) =>
    `the patient opens the link in the mail "${mails[event.mail as MailKind].subject}"`,
  steps: (event) => [
    line(`the patient opens the link in the mail ${quoted(mails[event.mail as MailKind].subject)}`),
  ],
};

/** What the two password fields hold when "Set new password" is pressed. */
const choices = {
  same: { password: newPassword, confirm: newPassword },
  differ: { password: newPassword, confirm: 'another-password' },
  weak: { password: weakPassword, confirm: weakPassword },
} as const;

type Choice = keyof typeof choices;

/** As typed on screen: the model's new password is the features' `qaPasswords.other`. */
const typed = (password: string) =>
  password === newPassword
    ? qaPasswords.other
    : password === weakPassword
      ? weakPassword
      : qaPasswords.wrong;

export const setPassword: QaAction = {
  type: 'qa.setPassword',
  offers: (state) =>
    pageIs(state, 'resetPassword') && accepts(state, 'resetPassword', 'reset.submitted')
      ? [
          qaEvent('qa.setPassword', { passwords: 'same', server: 'accepts' }),
          qaEvent('qa.setPassword', { passwords: 'same', server: 'fails' }),
          qaEvent('qa.setPassword', { passwords: 'differ', server: 'accepts' }),
          qaEvent('qa.setPassword', { passwords: 'weak', server: 'accepts' }),
        ]
      : [],
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('setNewPassword');
    const choice = choices[event.passwords as Choice];
    step.send('resetPassword', {
      type: 'reset.submitted',
      password: choice.password,
      confirmPassword: choice.confirm,
    });
  },
  when: (event) =>
    ({
      same: 'the patient chooses a new password',
      differ: 'the patient chooses a new password but the two fields differ',
      weak: 'the patient chooses a password too easy to guess',
    })[event.passwords as Choice] +
    (event.server === 'fails' ? ', and the server fails (HTTP 500)' : ''),
  steps: (event) => {
    const choice = choices[event.passwords as Choice];
    return [
      ...(event.server === 'fails'
        ? [line(`the server answers the next ${quoted('POST /auth/password/reset')} with HTTP 500`)]
        : []),
      line('the patient fills in the form:', [
        ['New password', typed(choice.password)],
        ['Confirm new password', typed(choice.confirm)],
      ]),
      line(`the patient presses ${quoted('Set new password')}`),
    ];
  },
};

/** The request confirming the address, as the steps name it. */
const verifyRequest = 'POST /auth/email/verify';

export const retryConfirm: QaAction = {
  type: 'qa.retryConfirm',
  offers: (state) =>
    pageIs(state, 'confirmEmail') && accepts(state, 'confirmEmail', 'confirm.retried')
      ? [
          qaEvent('qa.retryConfirm', { network: 'back' }),
          qaEvent('qa.retryConfirm', { network: 'down' }),
        ]
      : [],
  perform: (step, event) => {
    if (event.network === 'back') {
      step.world = {
        ...step.world,
        cutOff: step.world.cutOff.filter((src) => src !== 'verifyEmail'),
      };
    }
    step.send('confirmEmail', { type: 'confirm.retried' });
  },
  when: (event) =>
    event.network === 'back'
      ? 'the connection comes back and the patient presses "Try again"'
      : 'the patient presses "Try again" while the server still cannot be reached',
  steps: (event) => [
    ...(event.network === 'back'
      ? [line(`the browser's requests to ${quoted(verifyRequest)} work again`)]
      : []),
    line(`the patient presses ${quoted('Try again')}`),
  ],
};

/** "Send again" under "Confirm your email" (the dashboard and Settings). */
export const resendConfirmation: QaAction = {
  type: 'qa.resendConfirmation',
  offers: (state) =>
    accepts(state, 'emailReminder', 'confirmation.resend') &&
    pageIs(state, 'dashboardHome', 'dashboardSettings')
      ? [
          qaEvent('qa.resendConfirmation', { server: 'accepts' }),
          qaEvent('qa.resendConfirmation', { server: 'fails' }),
        ]
      : [],
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('resendConfirmation');
    step.send('emailReminder', { type: 'confirmation.resend' });
  },
  when: (event) =>
    event.server === 'fails'
      ? 'the patient asks for a new confirmation link, and the server fails (HTTP 500)'
      : 'the patient asks for a new confirmation link',
  steps: (event) => [
    ...(event.server === 'fails'
      ? [
          line(
            `the server answers the next ${quoted('POST /auth/email/verify/resend')} with HTTP 500`,
          ),
        ]
      : []),
    line(`the patient presses ${quoted('Send again')}`),
  ],
};
