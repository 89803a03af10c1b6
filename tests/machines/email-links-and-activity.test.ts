import type { ActivityEvent } from '@contract/account';
import type { Message } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { accountMachine } from '@machines/account/account.machine';
import { selectActivity, selectActivityStatus } from '@machines/account/selectors';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { selectEmailReminderActor } from '@machines/dashboard/selectors';
import { emailReminderMachine } from '@machines/email/email-reminder.machine';
import { linkTokenOf } from '@machines/email/link-token';
import {
  selectIsResending,
  selectNeedsConfirmation,
  selectResendAnswer,
  selectResendFailure,
} from '@machines/email/selectors';
import { currentPageOf } from '@machines/routes/current-page';
import { describe, expect, it } from 'vitest';
import { startApp } from './support/app-harness';
import { controllable, settle } from './support/controllable';
import { completedProfile, finishedUser, route } from './support/fixtures';
import { startHosted } from './support/host';
import { words } from './support/in-english';
import { apiError, networkError } from './support/recorders';

const passwordReset = {
  title: 'Password changed',
  description: 'You have been signed out everywhere. Sign in with your new password.',
};
const emailConfirmed = {
  title: 'Email confirmed',
  description: 'Thank you: your email address is confirmed.',
};
const resetLink = { ...route('#resetPassword'), search: '', hash: '#token=reset-token' };
const confirmLink = { ...route('#confirmEmail'), search: '', hash: '#token=confirm-token' };

describe('app: a link from an email', () => {
  it('opens the reset page at start without waiting for the session check, token from the fragment', () => {
    const app = startApp();
    app.actor.send(resetLink);
    expect(app.snapshot().matches({ emailLink: 'resettingPassword' })).toBe(true);
    expect(currentPageOf(app.snapshot())).toEqual({
      id: 'resetPassword',
      path: '/auth/reset-password',
    });
    const reset = app.child('resetPassword')?.getSnapshot().context as
      | { token: string }
      | undefined;
    expect(reset?.token).toBe('reset-token');
  });

  it('after a reset, forgets the stored token and opens the sign-in page with a message', async () => {
    const app = startApp();
    app.actor.send(resetLink);
    app.child('resetPassword')?.send({
      type: 'reset.submitted',
      password: 'river stone lamp',
      confirmPassword: 'river stone lamp',
    });
    app.setNewPassword.last().resolve();
    await settle();
    expect(app.snapshot().matches('signedOut')).toBe(true);
    expect(app.sessionEffects()).toContainEqual({ effect: 'clearToken' });
    expect(app.page()).toBe('auth');
    expect(app.toasts.at(-1)).toMatchObject(passwordReset);
  });

  it('a reset from a signed-in browser forgets the patient there too: every session ended', async () => {
    const app = startApp();
    await app.userIs(finishedUser());
    app.actor.send(resetLink);
    app.child('resetPassword')?.send({
      type: 'reset.submitted',
      password: 'river stone lamp',
      confirmPassword: 'river stone lamp',
    });
    app.setNewPassword.last().resolve();
    await settle();

    expect(app.snapshot().matches('signedOut')).toBe(true);
    expect(app.snapshot().context.user).toBeNull();
    expect(app.page()).toBe('auth');
  });

  it('opens the confirmation page for a signed-in patient too, then goes back to their dashboard', async () => {
    const app = startApp();
    await app.userIs(finishedUser());
    expect(app.snapshot().matches({ signedIn: { area: 'dashboard' } })).toBe(true);
    app.actor.send(confirmLink);
    expect(app.snapshot().matches({ emailLink: 'confirmingEmail' })).toBe(true);
    expect(app.verifyEmail.last().input).toEqual({ token: 'confirm-token' });
    app.verifyEmail.last().resolve();
    await settle();
    expect(app.snapshot().matches('checkingSession')).toBe(true);
    expect(app.toasts.at(-1)).toMatchObject(emailConfirmed);
    await app.userIs(finishedUser());
    expect(app.page()).toBe('dashboardHome');
  });

  it('after confirming, a visitor lands on the sign-in page', async () => {
    const app = startApp();
    await app.userIs(null);
    app.actor.send(confirmLink);
    app.verifyEmail.last().resolve();
    await settle();
    await app.userIs(null);
    expect(app.snapshot().matches('signedOut')).toBe(true);
    expect(app.page()).toBe('auth');
  });

  it('another link from an email opens its own page over the one open', async () => {
    const app = startApp();
    app.actor.send(resetLink);

    app.actor.send(confirmLink);

    expect(app.snapshot().matches({ emailLink: 'confirmingEmail' })).toBe(true);
    expect(app.verifyEmail.last().input).toEqual({ token: 'confirm-token' });
  });

  it('a newer reset link replaces the one open, with its own token', () => {
    const app = startApp();
    app.actor.send(resetLink);

    app.actor.send({ ...resetLink, hash: '#token=newer-token' });

    const reset = app.child('resetPassword')?.getSnapshot().context as
      | { token: string }
      | undefined;
    expect(reset?.token).toBe('newer-token');
  });

  it('"Back to sign in" from a link page checks the session again and opens that page', async () => {
    const app = startApp();
    await app.userIs(null);
    app.actor.send(resetLink);
    app.actor.send(route('#auth'));
    expect(app.snapshot().matches('checkingSession')).toBe(true);
    await app.userIs(null);
    expect(app.page()).toBe('auth');
  });
});

describe('the token of a link from an email (linkTokenOf)', () => {
  it('reads it from the fragment, where the mail puts it, else from the query', () => {
    expect(linkTokenOf({ search: '?token=from-query', hash: '#token=from-fragment' })).toBe(
      'from-fragment',
    );
    expect(linkTokenOf({ search: '?token=from-query', hash: '' })).toBe('from-query');
    expect(linkTokenOf({ search: '?token=from-query' })).toBe('from-query');
  });

  it('drops the spaces a mail client wrapped around it, and a blank token is none', () => {
    expect(linkTokenOf({ search: '', hash: '#token=%20abc%20' })).toBe('abc');
    expect(linkTokenOf({ search: '?token=+', hash: '#token=%20' })).toBeNull();
  });

  it('is none without a link, or without a token in it', () => {
    expect(linkTokenOf(null)).toBeNull();
    expect(linkTokenOf({ search: '?x=1', hash: '#y=2' })).toBeNull();
  });
});

describe('sign-in: "Forgot password?"', () => {
  it('opens its page with its own machine, and goes back to /auth', async () => {
    const app = startApp();
    await app.userIs(null);
    app.actor.send(route('#auth'));
    app.actor.send(route('#forgotPassword'));
    expect(app.page()).toBe('forgotPassword');
    expect(app.child('signIn')?.getSnapshot().children.forgotPassword).toBeDefined();
    app.actor.send(route('#auth'));
    expect(app.page()).toBe('auth');
  });
});

function startReminder(emailVerified: boolean) {
  const resend = controllable<Message>();
  const machine = emailReminderMachine.provide({ actors: { resendConfirmation: resend.logic } });
  return { ...startHosted(machine, { emailVerified }, 'emailReminder'), resend };
}

describe('"Confirm your email"', () => {
  it('shows nothing once the address is confirmed', () => {
    expect(selectNeedsConfirmation(startReminder(true).snapshot())).toBe(false);
  });

  it('"Send again" asks for a new link and shows where it went', async () => {
    const { actor, snapshot, resend } = startReminder(false);
    expect(selectNeedsConfirmation(snapshot())).toBe(true);
    actor.send({ type: 'confirmation.resend' });
    expect(selectIsResending(snapshot())).toBe(true);
    resend.last().resolve(verbatim('We have sent a new confirmation link to pat@example.com.'));
    await settle();
    expect(words(selectResendAnswer(snapshot()))).toBe(
      'We have sent a new confirmation link to pat@example.com.',
    );
    actor.send({ type: 'confirmation.resend' });
    resend.last().reject(apiError(429, 'Please wait 40 minutes.'));
    await settle();
    expect(words(selectResendFailure(snapshot()))).toBe('Please wait 40 minutes.');
    expect(words(selectResendAnswer(snapshot()))).toBeNull();
    expect(selectNeedsConfirmation(snapshot())).toBe(true);
  });

  it('runs on the dashboard from the profile it was given', () => {
    const unconfirmed = startHosted(
      dashboardMachine,
      { profile: completedProfile(), route: null },
      'dashboard',
    );
    const reminder = selectEmailReminderActor(unconfirmed.snapshot());
    expect(reminder?.getSnapshot().matches('unconfirmed')).toBe(true);
    const confirmed = startHosted(
      dashboardMachine,
      { profile: { ...completedProfile(), emailVerified: true }, route: null },
      'dashboard',
    );
    expect(selectEmailReminderActor(confirmed.snapshot())?.getSnapshot().matches('confirmed')).toBe(
      true,
    );
  });
});

const events: ActivityEvent[] = [
  { at: '2026-11-27T10:00:00.000Z', kind: 'sign_in', ip: '203.0.113.9', user_agent: 'Firefox' },
];

function startAccount() {
  const fetchActivity = controllable<ActivityEvent[]>();
  const changePassword = controllable<void, { currentPassword: string; newPassword: string }>();
  const machine = accountMachine.provide({
    actors: { fetchActivity: fetchActivity.logic, changePassword: changePassword.logic },
  });
  return { ...startHosted(machine, undefined, 'account'), fetchActivity, changePassword };
}

describe('Settings: recent activity', () => {
  it('loads the record when Settings opens and shows it', async () => {
    const { snapshot, fetchActivity } = startAccount();
    expect(selectActivityStatus(snapshot())).toBe('loading');
    expect(selectActivity(snapshot())).toEqual([]);
    fetchActivity.last().resolve(events);
    await settle();
    expect(selectActivityStatus(snapshot())).toBe('shown');
    expect(selectActivity(snapshot())).toEqual(events);
  });

  it('says when it cannot be loaded, and "Try again" loads it again', async () => {
    const { actor, snapshot, fetchActivity } = startAccount();
    fetchActivity.last().reject(networkError());
    await settle();
    expect(selectActivityStatus(snapshot())).toBe('unavailable');
    actor.send({ type: 'activity.reload' });
    expect(selectActivityStatus(snapshot())).toBe('loading');
    expect(fetchActivity.calls).toHaveLength(2);
  });

  it('loads it again after the password changed (the change is in the record now)', async () => {
    const { actor, fetchActivity, changePassword } = startAccount();
    fetchActivity.last().resolve(events);
    await settle();
    actor.send({ type: 'password.submitted', currentPassword: 'a', newPassword: 'b' });
    changePassword.last().resolve();
    await settle();
    expect(fetchActivity.calls).toHaveLength(2);
  });
});
