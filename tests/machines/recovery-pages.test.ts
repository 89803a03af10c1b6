import { confirmEmailMachine } from '@machines/email/confirm-email.machine';
import { selectConfirmFailure, selectConfirmView } from '@machines/email/selectors';
import { recoveryFailures } from '@machines/recovery/failure-text';
import { forgotPasswordMachine } from '@machines/recovery/forgot-password.machine';
import { resetPasswordMachine } from '@machines/recovery/reset-password.machine';
import {
  selectForgotEmail,
  selectForgotFailure,
  selectIsSavingPassword,
  selectIsSendingReset,
  selectResetFailure,
  selectResetLinkRefused,
  selectResetSent,
} from '@machines/recovery/selectors';
import { describe, expect, it } from 'vitest';
import { controllable, settle } from './support/controllable';
import { startHosted } from './support/host';
import { catalogueWords, words } from './support/in-english';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';

const refusedLink = 'This link to reset your password has expired or was already used.';

function startForgot() {
  const request = controllable<void, { email: string }>();
  const machine = forgotPasswordMachine.provide({
    actors: { requestPasswordReset: request.logic },
  });
  return { ...startHosted(machine, undefined, 'forgotPassword'), request };
}

describe('forgot password', () => {
  it('opens with an empty address and no reason shown', () => {
    const { snapshot } = startForgot();
    expect(selectForgotEmail(snapshot())).toBe('');
    expect(selectForgotFailure(snapshot())).toBeNull();
  });

  it('forgets the reason of a failed try once the link is sent, also on "Use another address"', async () => {
    const { actor, snapshot, request } = startForgot();
    actor.send({ type: 'forgot.submitted', email: 'pat@exmaple.com' });
    request.last().reject(networkError());
    await settle();
    expect(words(selectForgotFailure(snapshot()))).toBe(words(recoveryFailures.unreachable));

    actor.send({ type: 'forgot.submitted', email: 'pat@example.com' });
    expect(request.last().input).toEqual({ email: 'pat@example.com' });
    request.last().resolve();
    await settle();
    expect(selectForgotEmail(snapshot())).toBe('pat@example.com');
    actor.send({ type: 'forgot.restarted' });
    expect(snapshot().matches('editing')).toBe(true);
    expect(selectForgotFailure(snapshot())).toBeNull();
  });

  it('sends the address, then says the same thing whatever the server knows', async () => {
    const { actor, snapshot, request } = startForgot();
    expect(snapshot().matches('editing')).toBe(true);

    actor.send({ type: 'forgot.submitted', email: 'pat@example.com' });
    expect(selectIsSendingReset(snapshot())).toBe(true);
    expect(request.last().input).toEqual({ email: 'pat@example.com' });

    request.last().resolve();
    await settle();
    expect(selectResetSent(snapshot())).toBe(true);
    expect(selectForgotEmail(snapshot())).toBe('pat@example.com');
  });

  it.each([
    [
      'too many requests (the server says why)',
      apiError(429, 'Please wait 5 minutes.'),
      'Please wait 5 minutes.',
    ],
    [
      'no connection',
      networkError(),
      'We could not reach herd Health. Check your internet connection and try again.',
    ],
    [
      'a fault on our side',
      apiError(500, 'boom'),
      'Something went wrong on our side. Please try again.',
    ],
  ])('keeps the form with a reason when it fails: %s', async (_, error, reason) => {
    const { actor, snapshot, request } = startForgot();
    actor.send({ type: 'forgot.submitted', email: 'pat@example.com' });
    request.last().reject(error);
    await settle();
    expect(snapshot().matches('editing')).toBe(true);
    expect(words(selectForgotFailure(snapshot()))).toBe(reason);
  });

  it('"Send again" asks once more; "Use another address" opens the form again', async () => {
    const { actor, snapshot, request } = startForgot();
    actor.send({ type: 'forgot.submitted', email: 'pat@example.com' });
    request.last().resolve();
    await settle();
    actor.send({ type: 'forgot.submitted', email: 'pat@example.com' });
    expect(request.calls).toHaveLength(2);
    request.last().resolve();
    await settle();
    actor.send({ type: 'forgot.restarted' });
    expect(snapshot().matches('editing')).toBe(true);
    expect(words(selectForgotFailure(snapshot()))).toBeNull();
  });
});

describe('the reasons these pages give', () => {
  it.each(Object.entries(recoveryFailures))(
    '%s reads the same from the catalogue the browser loads',
    (_, message) => {
      expect(catalogueWords(message)).toBe(words(message));
    },
  );

  it('says what to do with an incomplete link', () => {
    expect(words(recoveryFailures.missingToken)).toBe(
      'This link is incomplete. Open the link from the email again, or copy the whole address into your browser.',
    );
  });
});

function startReset(token: string | null = 'link-token') {
  const save = controllable<void, { token: string; password: string }>();
  const machine = resetPasswordMachine.provide({ actors: { setNewPassword: save.logic } });
  return { ...startHosted(machine, { token }, 'resetPassword'), save };
}

describe('choosing a new password from the link', () => {
  it('refuses a link without its token before anything is typed', () => {
    const { snapshot, save } = startReset(null);
    expect(selectResetLinkRefused(snapshot())).toBe(true);
    expect(words(selectResetFailure(snapshot()))).toBe(words(recoveryFailures.missingToken));
    expect(save.calls).toHaveLength(0);
  });

  it('sends nothing while the two passwords differ, and says so as registration does', () => {
    const { actor, snapshot, save, toasts } = startReset();
    actor.send({ type: 'reset.submitted', password: 'river stone lamp', confirmPassword: 'other' });
    expect(snapshot().matches('editing')).toBe(true);
    expect(save.calls).toHaveLength(0);
    expect(toasts).toEqual([spec.passwordsMismatch]);
  });

  it('sends the token and the new password, and ends once the server has set it', async () => {
    const { actor, snapshot, save, ended } = startReset();
    const password = 'river stone lamp';
    actor.send({ type: 'reset.submitted', password, confirmPassword: password });
    expect(selectIsSavingPassword(snapshot())).toBe(true);
    expect(save.last().input).toEqual({ token: 'link-token', password });
    save.last().resolve();
    await settle();
    expect(ended.done).toBe(true);
  });

  it('keeps the form with the reason for a password too easy to guess, or no connection', async () => {
    const { actor, snapshot, save } = startReset();
    actor.send({
      type: 'reset.submitted',
      password: 'password123',
      confirmPassword: 'password123',
    });
    save.last().reject(apiError(422, 'This password is too easy to guess.'));
    await settle();
    expect(snapshot().matches('editing')).toBe(true);
    expect(words(selectResetFailure(snapshot()))).toBe('This password is too easy to guess.');
    actor.send({
      type: 'reset.submitted',
      password: 'river stone lamp',
      confirmPassword: 'river stone lamp',
    });
    save.last().reject(networkError());
    await settle();
    expect(words(selectResetFailure(snapshot()))).toBe(words(recoveryFailures.unreachable));
  });

  it('says the link cannot be used when the server refuses it (used, expired, superseded)', async () => {
    const { actor, snapshot, save } = startReset();
    actor.send({
      type: 'reset.submitted',
      password: 'river stone lamp',
      confirmPassword: 'river stone lamp',
    });
    save.last().reject(apiError(400, refusedLink));
    await settle();
    expect(selectResetLinkRefused(snapshot())).toBe(true);
    expect(words(selectResetFailure(snapshot()))).toBe(refusedLink);
  });
});

function startConfirm(token: string | null = 'confirm-token') {
  const verify = controllable<void, { token: string }>();
  const machine = confirmEmailMachine.provide({ actors: { verifyEmail: verify.logic } });
  return { ...startHosted(machine, { token }, 'confirmEmail'), verify };
}

describe('confirming the email from the link', () => {
  it('confirms at once and ends', async () => {
    const { snapshot, verify, ended } = startConfirm();
    expect(selectConfirmView(snapshot())).toBe('confirming');
    expect(verify.last().input).toEqual({ token: 'confirm-token' });
    verify.last().resolve();
    await settle();
    expect(ended.done).toBe(true);
  });

  it("says why a link did not work, in the server's words", async () => {
    const { snapshot, verify } = startConfirm();
    verify.last().reject(apiError(400, 'This confirmation link has expired.'));
    await settle();
    expect(selectConfirmView(snapshot())).toBe('failed');
    expect(words(selectConfirmFailure(snapshot()))).toBe('This confirmation link has expired.');
  });

  it('offers "Try again" without a connection, and tries again', async () => {
    const { actor, snapshot, verify } = startConfirm();
    verify.last().reject(networkError());
    await settle();
    expect(selectConfirmView(snapshot())).toBe('unreachable');
    actor.send({ type: 'confirm.retried' });
    expect(selectConfirmView(snapshot())).toBe('confirming');
    expect(verify.calls).toHaveLength(2);
  });

  it('refuses a link without its token', () => {
    const { snapshot, verify } = startConfirm(null);
    expect(selectConfirmView(snapshot())).toBe('failed');
    expect(words(selectConfirmFailure(snapshot()))).toBe(words(recoveryFailures.missingToken));
    expect(verify.calls).toHaveLength(0);
  });
});
