import type { OnboardingStepId } from '@contract/onboarding/steps';
import type { AnswersPatch } from '@contract/profile/profile';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import {
  selectFieldError,
  selectIsSaving,
  selectSaveFailure,
} from '@machines/onboarding/selectors';
import { saveAnswersMachine } from '@machines/save/save-answers.machine';
import { describe, expect, it } from 'vitest';
import { failingLike, settle } from './support/controllable';
import { newProfile, personalInfo } from './support/fixtures';
import { startHosted } from './support/host';
import { failureWords, words } from './support/in-english';
import { startOnboarding } from './support/onboarding-harness';
import { apiError, networkError, type ShownToast } from './support/recorders';
import { spec } from './support/spec-texts';

describe('onboarding: a failed save keeps the patient on the step with its message', () => {
  it.each([
    ['personalInfo', personalInfo, spec.personalInfoFailed],
    ['medicalCondition', { hasBeenDiagnosed: false }, spec.medicalConditionFailed],
    ['medicalHistory', { familyHistory: 'none' }, spec.medicalHistoryFailed],
    ['geneticReport', { hasGeneticReport: false }, spec.preferenceFailed],
    ['medicalChecklist', { checklistItems: [] }, spec.checklistFailed],
    ['bookAppointment', {}, spec.completeFailed],
  ] as [OnboardingStepId, AnswersPatch, ShownToast][])('%s', async (step, values, message) => {
    const { submit, saveFails, page, saveState, snapshot, toasts, sentToParent } = startOnboarding({
      resumeAt: step,
    });

    submit(step, values);
    await saveFails(networkError());

    expect(page()).toBe(step);
    expect(saveState()).toBe('failed');
    expect(selectIsSaving(snapshot())).toBe(false);
    expect(failureWords(selectSaveFailure(snapshot()))).toEqual({ reason: null, field: null });
    expect(toasts).toEqual([message]);
    expect(sentToParent('profile.changed')).toEqual([]);
    expect(snapshot().status).toBe('active');
  });

  it("shows the server's reason at the field it is about", async () => {
    const { submit, saveFails, snapshot, toasts } = startOnboarding({
      resumeAt: 'medicalCondition',
    });

    submit('medicalCondition', { hasBeenDiagnosed: true, yearOfDiagnosis: '1800' });
    await saveFails(apiError(422, 'Year of diagnosis must be 1900 or later', 'diagnosis'));

    expect(words(selectFieldError(snapshot(), 'yearOfDiagnosis'))).toBe(
      'Year of diagnosis must be 1900 or later',
    );
    expect(selectFieldError(snapshot(), 'primaryCondition')).toBeNull();
    expect(toasts).toEqual([
      { ...spec.medicalConditionFailed, description: 'Year of diagnosis must be 1900 or later' },
    ]);
  });

  it('has no failure to show before a save failed, or while saving again', async () => {
    const { submit, saveFails, snapshot } = startOnboarding({ resumeAt: 'medicalCondition' });
    expect(selectSaveFailure(snapshot())).toBeNull();
    submit('medicalCondition', { hasBeenDiagnosed: false });
    await saveFails(apiError(422, 'Bad', 'condition'));

    submit('medicalCondition', { hasBeenDiagnosed: false });

    expect(selectSaveFailure(snapshot())).toBeNull();
    expect(selectFieldError(snapshot(), 'primaryCondition')).toBeNull();
    expect(snapshot().context.saveFailure).toBeNull();
  });

  it('tries again from the failure and moves on when it works', async () => {
    const { submit, saveFails, saveSucceeds, save, page, toasts } = startOnboarding({
      resumeAt: 'medicalHistory',
    });
    submit('medicalHistory', { familyHistory: 'x' });
    await saveFails(networkError());

    submit('medicalHistory', { familyHistory: 'y' });
    expect(save.calls).toHaveLength(2);
    expect(save.last().input.patch).toEqual({ familyHistory: 'y' });
    await saveSucceeds();

    expect(page()).toBe('geneticReport');
    expect(toasts).toEqual([spec.medicalHistoryFailed, spec.medicalHistorySaved]);
  });

  it('refuses a retry with answers that cannot be saved', async () => {
    const { submit, saveFails, save, saveState } = startOnboarding();
    submit('personalInfo', personalInfo);
    await saveFails(networkError());

    submit('personalInfo', { ...personalInfo, state: 'OH' });

    expect(saveState()).toBe('failed');
    expect(save.calls).toHaveLength(1);
  });

  it('ignores a second Next while saving', () => {
    const { submit, save } = startOnboarding();
    submit('personalInfo', personalInfo);

    submit('personalInfo', personalInfo);

    expect(save.calls).toHaveLength(1);
  });

  it('keeps the answers locally while saving, so a later page shows them', () => {
    const { submit, snapshot } = startOnboarding();

    submit('personalInfo', personalInfo);

    expect(snapshot().context.profile).toEqual({ ...newProfile(), ...personalInfo });
    expect(snapshot().context.pending).toEqual({ step: 'personalInfo', patch: personalInfo });
  });

  it('fails the save when the save machine itself breaks, keeping the reason', async () => {
    const breaking = onboardingMachine.provide({
      actors: { saveAnswers: failingLike(saveAnswersMachine, apiError(400, 'Broken', 'state')) },
    });
    const { actor, snapshot } = startHosted(
      breaking,
      { profile: newProfile(), resumeAt: 'personalInfo', route: null },
      'onboarding',
    );

    actor.send({ type: 'step.submitted', step: 'personalInfo', values: personalInfo });
    await settle();

    expect(snapshot().matches({ active: { save: 'failed' } })).toBe(true);
    expect(failureWords(selectSaveFailure(snapshot()))).toEqual({
      reason: 'Broken',
      field: 'state',
    });
    expect(snapshot().context.page).toBe('personalInfo');
  });
});

describe('onboarding: the session ends during a save', () => {
  it('asks the app to sign the patient in again, then the save goes on', async () => {
    const { submit, saveFails, saveSucceeds, save, actor, page, saveState, sentToParent, toasts } =
      startOnboarding({ resumeAt: 'medicalHistory' });
    submit('medicalHistory', { familyHistory: 'x' });

    await saveFails(apiError(401, 'Token expired'));
    expect(saveState()).toBe('saving');
    expect(sentToParent('session.expired')).toEqual([{ type: 'session.expired' }]);
    actor.send({ type: 'session.renewed' });
    expect(save.calls).toHaveLength(2);
    await saveSucceeds();

    expect(page()).toBe('geneticReport');
    expect(toasts).toEqual([spec.medicalHistorySaved]);
  });

  it('"signed in again" with nothing waiting changes nothing', () => {
    const { actor, save, saveState } = startOnboarding();

    actor.send({ type: 'session.renewed' });

    expect(save.calls).toHaveLength(0);
    expect(saveState()).toBe('idle');
  });

  it('an expiry reported outside a save is not passed on', () => {
    const { actor, sentToParent } = startOnboarding();

    actor.send({ type: 'session.expired' });

    expect(sentToParent('session.expired')).toEqual([]);
  });
});
