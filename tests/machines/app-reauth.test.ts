import { selectIsRenewingSession, selectNeedsSignInAgain } from '@machines/app/selectors';
import { describe, expect, it } from 'vitest';
import { startApp } from './support/app-harness';
import { settle } from './support/controllable';
import { finishedUser, newProfile, personalInfo, session } from './support/fixtures';
import { apiError, networkError } from './support/recorders';
import { spec } from './support/spec-texts';

const credentials = { email: 'pat@example.com', password: 'correct horse' };

/** A patient on step 1 whose save was refused because the session ended. */
async function expiredDuringSave() {
  const app = startApp();
  await app.userIs({ profile: newProfile(), resumeAt: 'personalInfo' });
  app.child('onboarding')?.send({
    type: 'step.submitted',
    step: 'personalInfo',
    values: personalInfo,
  });
  app.save.last().reject(apiError(401, 'Token expired'));
  await settle();
  return app;
}

describe('app: signing in again in place after the session ended', () => {
  it('asks the patient to sign in again over the page, keeping the step on screen', async () => {
    const { snapshot, page } = await expiredDuringSave();

    expect(snapshot().matches({ signedIn: { session: 'expired', area: 'onboarding' } })).toBe(true);
    expect(selectNeedsSignInAgain(snapshot())).toBe(true);
    expect(selectIsRenewingSession(snapshot())).toBe(false);
    expect(page()).toBe('personalInfo');
  });

  it('nothing is asked while the session is valid', async () => {
    const app = startApp();
    await app.userIs(finishedUser());

    expect(selectNeedsSignInAgain(app.snapshot())).toBe(false);
    expect(selectIsRenewingSession(app.snapshot())).toBe(false);
  });

  it('checks the password again, stores the new token and the interrupted save goes on', async () => {
    const { actor, snapshot, renewSession, save, sessionEffects, toasts, page } =
      await expiredDuringSave();

    actor.send({ type: 'session.reauth.submitted', ...credentials });
    expect(selectIsRenewingSession(snapshot())).toBe(true);
    expect(selectNeedsSignInAgain(snapshot())).toBe(true);
    expect(renewSession.last().input).toEqual(credentials);
    renewSession.last().resolve({ ...session, access_token: 'token-2' });
    await settle();

    expect(snapshot().matches({ signedIn: { session: 'active' } })).toBe(true);
    expect(sessionEffects()).toEqual([{ effect: 'storeToken', token: 'token-2' }]);
    expect(save.calls).toHaveLength(2);
    expect(save.last().input).toEqual({ patch: personalInfo });
    save.last().resolve();
    await settle();
    expect(page()).toBe('medicalCondition');
    expect(toasts).toEqual([spec.signedInAgain, spec.personalInfoSaved]);
  });

  it('a wrong password keeps the question open with "Authentication failed"', async () => {
    const { actor, snapshot, renewSession, toasts, sessionEffects } = await expiredDuringSave();
    actor.send({ type: 'session.reauth.submitted', ...credentials });

    renewSession.last().reject(apiError(401, 'Invalid email or password'));
    await settle();

    expect(snapshot().matches({ signedIn: { session: 'expired' } })).toBe(true);
    expect(toasts).toEqual([spec.authFailed]);
    expect(sessionEffects()).toEqual([]);
  });

  it("gives the server's reason when it gave one", async () => {
    const { actor, renewSession, toasts } = await expiredDuringSave();
    actor.send({ type: 'session.reauth.submitted', ...credentials });

    renewSession.last().reject(apiError(429, 'Too many attempts'));
    await settle();

    expect(toasts).toEqual([{ ...spec.authFailed, description: 'Too many attempts' }]);
  });

  it('says herd Health could not be reached when signing in again goes unanswered', async () => {
    const { actor, snapshot, renewSession, toasts } = await expiredDuringSave();
    actor.send({ type: 'session.reauth.submitted', ...credentials });

    renewSession.last().reject(networkError());
    await settle();

    expect(snapshot().matches({ signedIn: { session: 'expired' } })).toBe(true);
    expect(toasts).toEqual([
      {
        ...spec.authFailed,
        description:
          'We could not reach herd Health. Check your internet connection and try again.',
      },
    ]);
  });

  it('"Continue with Google" leaves for Google, the answers waiting as drafts', async () => {
    const { actor, snapshot, leaveForGoogle } = await expiredDuringSave();

    actor.send({ type: 'session.reauth.google' });

    expect(snapshot().matches({ signedIn: { session: 'leavingForGoogle' } })).toBe(true);
    expect(selectIsRenewingSession(snapshot())).toBe(true);
    expect(selectNeedsSignInAgain(snapshot())).toBe(true);
    expect(leaveForGoogle.calls).toHaveLength(1);
  });

  it('says Google sign-in failed when the browser cannot leave, and asks again', async () => {
    const { actor, snapshot, leaveForGoogle, toasts } = await expiredDuringSave();
    actor.send({ type: 'session.reauth.google' });

    leaveForGoogle.last().reject(networkError());
    await settle();

    expect(snapshot().matches({ signedIn: { session: 'expired' } })).toBe(true);
    expect(toasts).toEqual([spec.googleCodeFailed]);
  });

  it('ignores sign-in-again events while the session is valid', async () => {
    const app = startApp();
    await app.userIs(finishedUser());

    app.actor.send({ type: 'session.reauth.submitted', ...credentials });
    app.actor.send({ type: 'session.reauth.google' });

    expect(app.snapshot().matches({ signedIn: { session: 'active' } })).toBe(true);
    expect(app.renewSession.calls).toHaveLength(0);
    expect(app.leaveForGoogle.calls).toHaveLength(0);
  });

  it('a profile save on the dashboard goes on after signing in again', async () => {
    const app = startApp();
    await app.userIs(finishedUser());
    const dashboard = app.child('dashboard');
    dashboard?.send({ type: 'profile.edit', section: 'personalInfo' });
    dashboard?.send({ type: 'step.submitted', step: 'personalInfo', values: { firstName: 'Sam' } });
    app.save.last().reject(apiError(401));
    await settle();
    expect(app.snapshot().matches({ signedIn: { session: 'expired' } })).toBe(true);

    app.actor.send({ type: 'session.reauth.submitted', ...credentials });
    app.renewSession.last().resolve(session);
    await settle();

    expect(app.save.calls).toHaveLength(2);
    app.save.last().resolve();
    await settle();
    expect(app.toasts).toEqual([spec.signedInAgain, spec.profileSaved]);
  });
});
