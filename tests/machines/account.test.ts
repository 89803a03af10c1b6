import { accountMachine } from '@machines/account/account.machine';
import type { PasswordChange } from '@machines/account/account-types';
import {
  selectDeletionFailure,
  selectIsChangingPassword,
  selectIsConfirmingDeletion,
  selectIsDeleting,
  selectPasswordChanged,
  selectPasswordFailure,
  selectPasswordFailureField,
} from '@machines/account/selectors';
import { describe, expect, it } from 'vitest';
import { controllable, settle } from './support/controllable';
import { startHosted } from './support/host';
import { catalogueWords, words } from './support/in-english';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';

/** Beyond the spec: a password change or deletion failed without a reason the patient can use. */
const ourSideFallback = 'Something went wrong on our side. Please try again.';

const change: PasswordChange = { currentPassword: 'old secret', newPassword: 'new long secret' };

/** The account machine as the Settings page runs it, with both server calls held by the test. */
function startAccount() {
  const changePassword = controllable<void, PasswordChange>();
  const deleteAccount = controllable<void>();
  const machine = accountMachine.provide({
    actors: { changePassword: changePassword.logic, deleteAccount: deleteAccount.logic },
  });
  const hosted = startHosted(machine, undefined, 'account');
  return { ...hosted, changePassword, deleteAccount };
}

describe('account: changing the password', () => {
  it('shows the form with no failure at first', () => {
    const { snapshot } = startAccount();

    expect(snapshot().matches({ password: 'idle' })).toBe(true);
    expect(selectIsChangingPassword(snapshot())).toBe(false);
    expect(selectPasswordChanged(snapshot())).toBe(false);
    expect(selectPasswordFailure(snapshot())).toBeNull();
  });

  it('sends the current and the new password to the server and waits for it', () => {
    const { actor, snapshot, changePassword } = startAccount();

    actor.send({ type: 'password.submitted', ...change });

    expect(selectIsChangingPassword(snapshot())).toBe(true);
    expect(changePassword.calls).toHaveLength(1);
    expect(changePassword.last().input).toEqual(change);
  });

  it('says "Password changed" when the server stored it', async () => {
    const { actor, snapshot, changePassword, toasts } = startAccount();
    actor.send({ type: 'password.submitted', ...change });

    changePassword.last().resolve();
    await settle();

    expect(selectPasswordChanged(snapshot())).toBe(true);
    expect(selectIsChangingPassword(snapshot())).toBe(false);
    expect(selectPasswordFailure(snapshot())).toBeNull();
    expect(toasts).toEqual([spec.passwordChanged]);
  });

  it("keeps the form with the server's reason when it refuses", async () => {
    const { actor, snapshot, changePassword, toasts } = startAccount();
    actor.send({ type: 'password.submitted', ...change });

    changePassword.last().reject(apiError(400, 'The current password is not right'));
    await settle();

    expect(snapshot().matches({ password: 'idle' })).toBe(true);
    expect(selectPasswordChanged(snapshot())).toBe(false);
    expect(words(selectPasswordFailure(snapshot()))).toBe('The current password is not right');
    expect(toasts).toEqual([]);
  });

  it.each([
    ['the server cannot be reached', networkError()],
    ['the server fails', apiError(500, 'stack trace')],
  ])('says something went wrong on our side when %s', async (_, error) => {
    const { actor, changePassword, snapshot } = startAccount();
    actor.send({ type: 'password.submitted', ...change });

    changePassword.last().reject(error);
    await settle();

    expect(words(selectPasswordFailure(snapshot()))).toBe(ourSideFallback);
  });

  it.each([
    ['the current password', 'current_password', 'The current password is not right'],
    ['the new password', 'new_password', 'This password is too easy to guess.'],
  ])('puts a refusal about %s at its field', async (_, field, reason) => {
    const { actor, changePassword, snapshot } = startAccount();
    actor.send({ type: 'password.submitted', ...change });

    changePassword.last().reject(apiError(400, reason, field));
    await settle();

    expect(selectPasswordFailureField(snapshot())).toBe(field);
    expect(words(selectPasswordFailure(snapshot()))).toBe(reason);
  });

  it.each([
    ['about a field this form does not have', apiError(400, 'Bad email', 'email')],
    ['about no field', apiError(400, 'Not now')],
    ['that never arrived', networkError()],
  ])('keeps a refusal %s above the form, at no field', async (_, error) => {
    const { actor, changePassword, snapshot } = startAccount();
    actor.send({ type: 'password.submitted', ...change });

    changePassword.last().reject(error);
    await settle();

    expect(selectPasswordFailureField(snapshot())).toBeNull();
    expect(selectPasswordFailure(snapshot())).not.toBeNull();
  });

  it('a new try clears the field the last refusal was at', async () => {
    const { actor, changePassword, snapshot } = startAccount();
    actor.send({ type: 'password.submitted', ...change });
    changePassword.last().reject(apiError(400, 'Not right', 'current_password'));
    await settle();

    actor.send({ type: 'password.submitted', ...change });

    expect(selectPasswordFailureField(snapshot())).toBeNull();
  });

  it('says "something went wrong on our side" from the catalogue the browser loads', async () => {
    const { actor, changePassword, snapshot } = startAccount();
    actor.send({ type: 'password.submitted', ...change });
    changePassword.last().reject(apiError(500));
    await settle();

    const failure = selectPasswordFailure(snapshot());
    expect(failure && catalogueWords(failure)).toBe(ourSideFallback);
  });

  it('forgets the failure when the patient tries again, and can succeed', async () => {
    const { actor, snapshot, changePassword } = startAccount();
    actor.send({ type: 'password.submitted', ...change });
    changePassword.last().reject(apiError(400, 'Too weak'));
    await settle();

    actor.send({ type: 'password.submitted', ...change, newPassword: 'a better one' });
    expect(selectPasswordFailure(snapshot())).toBeNull();
    expect(changePassword.last().input).toEqual({ ...change, newPassword: 'a better one' });
    changePassword.last().resolve();
    await settle();

    expect(selectPasswordChanged(snapshot())).toBe(true);
  });

  it('changes it again after a change', async () => {
    const { actor, snapshot, changePassword } = startAccount();
    actor.send({ type: 'password.submitted', ...change });
    changePassword.last().resolve();
    await settle();

    actor.send({ type: 'password.submitted', ...change });

    expect(selectIsChangingPassword(snapshot())).toBe(true);
    expect(changePassword.calls).toHaveLength(2);
  });

  it('sends one change at a time', () => {
    const { actor, changePassword } = startAccount();
    actor.send({ type: 'password.submitted', ...change });

    actor.send({ type: 'password.submitted', ...change });

    expect(changePassword.calls).toHaveLength(1);
  });
});

describe('account: deleting it, only after confirmation', () => {
  it('asks nothing at first', () => {
    const { snapshot } = startAccount();

    expect(snapshot().matches({ deletion: 'idle' })).toBe(true);
    expect(selectIsConfirmingDeletion(snapshot())).toBe(false);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(selectDeletionFailure(snapshot())).toBeNull();
  });

  it('asks to confirm before deleting anything', () => {
    const { actor, snapshot, deleteAccount } = startAccount();

    actor.send({ type: 'deletion.requested' });

    expect(selectIsConfirmingDeletion(snapshot())).toBe(true);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(deleteAccount.calls).toHaveLength(0);
  });

  it('a confirmation without the question deletes nothing', () => {
    const { actor, snapshot, deleteAccount } = startAccount();

    actor.send({ type: 'deletion.confirmed' });

    expect(snapshot().matches({ deletion: 'idle' })).toBe(true);
    expect(deleteAccount.calls).toHaveLength(0);
  });

  it('Cancel closes the question and deletes nothing', () => {
    const { actor, snapshot, deleteAccount } = startAccount();
    actor.send({ type: 'deletion.requested' });

    actor.send({ type: 'deletion.cancelled' });

    expect(snapshot().matches({ deletion: 'idle' })).toBe(true);
    expect(selectIsConfirmingDeletion(snapshot())).toBe(false);
    expect(deleteAccount.calls).toHaveLength(0);
  });

  it('deletes once confirmed, keeping the dialog open while the server works', () => {
    const { actor, snapshot, deleteAccount } = startAccount();
    actor.send({ type: 'deletion.requested' });

    actor.send({ type: 'deletion.confirmed' });

    expect(selectIsDeleting(snapshot())).toBe(true);
    expect(selectIsConfirmingDeletion(snapshot())).toBe(true);
    expect(deleteAccount.calls).toHaveLength(1);
  });

  it('tells the app the account is gone, and does nothing more', async () => {
    const { actor, snapshot, deleteAccount, sentToParent, toasts } = startAccount();
    actor.send({ type: 'deletion.requested' });
    actor.send({ type: 'deletion.confirmed' });

    deleteAccount.last().resolve();
    await settle();
    actor.send({ type: 'deletion.requested' });

    expect(snapshot().matches({ deletion: 'deleted' })).toBe(true);
    expect(selectIsConfirmingDeletion(snapshot())).toBe(false);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(sentToParent('account.deleted')).toEqual([{ type: 'account.deleted' }]);
    expect(toasts).toEqual([]);
  });

  it("keeps the question open with the server's reason when the deletion fails", async () => {
    const { actor, snapshot, deleteAccount, sentToParent } = startAccount();
    actor.send({ type: 'deletion.requested' });
    actor.send({ type: 'deletion.confirmed' });

    deleteAccount.last().reject(apiError(429, 'Too many attempts'));
    await settle();

    expect(snapshot().matches({ deletion: 'confirming' })).toBe(true);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(words(selectDeletionFailure(snapshot()))).toBe('Too many attempts');
    expect(sentToParent('account.deleted')).toEqual([]);
  });

  it('says something went wrong on our side when the server cannot be reached', async () => {
    const { actor, snapshot, deleteAccount } = startAccount();
    actor.send({ type: 'deletion.requested' });
    actor.send({ type: 'deletion.confirmed' });

    deleteAccount.last().reject(networkError());
    await settle();

    expect(words(selectDeletionFailure(snapshot()))).toBe(ourSideFallback);
  });

  it.each([
    ['confirming again', 'deletion.confirmed'],
    ['Cancel', 'deletion.cancelled'],
  ] as const)('forgets a failed deletion on %s', async (_, type) => {
    const { actor, snapshot, deleteAccount } = startAccount();
    actor.send({ type: 'deletion.requested' });
    actor.send({ type: 'deletion.confirmed' });
    deleteAccount.last().reject(apiError(409, 'Busy'));
    await settle();

    actor.send({ type });

    expect(selectDeletionFailure(snapshot())).toBeNull();
  });

  it('changing the password and deleting are independent', async () => {
    const { actor, snapshot, changePassword } = startAccount();
    actor.send({ type: 'password.submitted', ...change });

    actor.send({ type: 'deletion.requested' });

    expect(selectIsChangingPassword(snapshot())).toBe(true);
    expect(selectIsConfirmingDeletion(snapshot())).toBe(true);
    changePassword.last().resolve();
    await settle();
    expect(selectIsConfirmingDeletion(snapshot())).toBe(true);
  });
});
