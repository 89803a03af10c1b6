import { verbatim } from '@i18n/verbatim';
import {
  selectCompleteLabel,
  selectCurrentStep,
  selectCurrentStepNumber,
  selectFinishedSteps,
  selectIsCompleting,
  selectIsNotServed,
  selectIsSaving,
  selectProfile,
  selectProgressPercent,
  selectShowsStateNotice,
  selectSubmitLabel,
} from '@machines/onboarding/selectors';
import { describe, expect, it } from 'vitest';
import { newProfile, personalInfo } from './support/fixtures';
import { words } from './support/in-english';
import { startOnboarding } from './support/onboarding-harness';
import { spec } from './support/spec-texts';

describe('onboarding: opening the wizard', () => {
  it.each([
    'personalInfo',
    'medicalCondition',
    'medicalHistory',
    'geneticReport',
    'medicalChecklist',
    'bookAppointment',
  ] as const)('resumes at the first unsaved step: %s', (resumeAt) => {
    const { page, snapshot } = startOnboarding({ resumeAt });

    expect(page()).toBe(resumeAt);
    expect(snapshot().matches({ active: { page: resumeAt } })).toBe(true);
    expect(snapshot().context.route).toBeNull();
  });

  it('opens step 1 when the patient had finished (every step may be opened again)', () => {
    const { page, snapshot } = startOnboarding({ resumeAt: null });

    expect(page()).toBe('personalInfo');
    expect(snapshot().context.furthestRank).toBe(7);
  });

  it('shows the step number, the progress and the ticks (spec section 2)', () => {
    const { snapshot } = startOnboarding({ resumeAt: 'medicalHistory' });

    expect(selectCurrentStep(snapshot())).toBe('medicalHistory');
    expect(selectCurrentStepNumber(snapshot())).toBe(3);
    expect(selectProgressPercent(snapshot())).toBe(60);
    expect(selectFinishedSteps(snapshot())).toEqual([1, 2]);
  });

  it('counts the checklist as step 4 of 5', () => {
    const { snapshot } = startOnboarding({ resumeAt: 'medicalChecklist' });

    expect(selectCurrentStepNumber(snapshot())).toBe(4);
    expect(selectProgressPercent(snapshot())).toBe(80);
    expect(selectFinishedSteps(snapshot())).toEqual([1, 2, 3]);
  });

  it('starts idle: nothing is being saved', () => {
    const { snapshot, saveState, save } = startOnboarding();

    expect(saveState()).toBe('idle');
    expect(selectIsSaving(snapshot())).toBe(false);
    expect(words(selectSubmitLabel(snapshot(), verbatim('Next')))).toBe('Next');
    expect(save.calls).toHaveLength(0);
  });
});

describe('onboarding step 1: personal information', () => {
  it('saves the answers, says "Personal information saved", tells the app, then shows step 2', async () => {
    const { submit, save, snapshot, saveState, saveSucceeds, page, toasts, sentToParent } =
      startOnboarding();

    submit('personalInfo', personalInfo);
    expect(saveState()).toBe('saving');
    expect(selectIsSaving(snapshot())).toBe(true);
    expect(words(selectSubmitLabel(snapshot(), verbatim('Next')))).toBe('Saving...');
    expect(save.last().input).toEqual({ patch: personalInfo });
    await saveSucceeds();

    expect(page()).toBe('medicalCondition');
    expect(saveState()).toBe('idle');
    expect(toasts).toEqual([spec.personalInfoSaved]);
    const [changed] = sentToParent('profile.changed');
    expect(changed?.profile).toEqual({ ...newProfile(), ...personalInfo });
    expect(selectProfile(snapshot())).toMatchObject(personalInfo);
  });

  it('refuses a state other than Michigan with the toast and the notice (spec section 8)', () => {
    const { actor, snapshot, toasts } = startOnboarding();

    actor.send({ type: 'residence.chosen', state: 'OH' });

    expect(selectIsNotServed(snapshot())).toBe(true);
    expect(snapshot().matches({ active: { page: { personalInfo: 'notServed' } } })).toBe(true);
    expect(toasts).toEqual([spec.serviceNotAvailable]);
  });

  it('lifts the refusal when Michigan is chosen, or the choice is cleared', () => {
    const { actor, snapshot, toasts } = startOnboarding();
    actor.send({ type: 'residence.chosen', state: 'OH' });

    actor.send({ type: 'residence.chosen', state: 'MI' });
    expect(selectIsNotServed(snapshot())).toBe(false);
    actor.send({ type: 'residence.chosen', state: 'TX' });
    actor.send({ type: 'residence.chosen', state: '' });

    expect(selectIsNotServed(snapshot())).toBe(false);
    expect(toasts).toHaveLength(2);
  });

  it('never saves a state other than Michigan', () => {
    const { submit, save, saveState } = startOnboarding();

    submit('personalInfo', { ...personalInfo, state: 'OH' });

    expect(saveState()).toBe('idle');
    expect(save.calls).toHaveLength(0);
  });

  it('shows the inline notice for any chosen state but Michigan', () => {
    expect(selectShowsStateNotice('OH')).toBe(true);
    expect(selectShowsStateNotice('MI')).toBe(false);
    expect(selectShowsStateNotice('')).toBe(false);
  });

  it('ignores a residence choice on other steps', () => {
    const { actor, snapshot, toasts } = startOnboarding({ resumeAt: 'medicalCondition' });

    actor.send({ type: 'residence.chosen', state: 'OH' });

    expect(toasts).toEqual([]);
    expect(snapshot().matches({ active: { page: 'medicalCondition' } })).toBe(true);
  });
});

describe('onboarding steps 2 and 3: medical condition and history', () => {
  it('saves "no diagnosis" with an empty condition and year (spec section 4)', async () => {
    const { submit, save, saveSucceeds, page, toasts } = startOnboarding({
      resumeAt: 'medicalCondition',
    });

    submit('medicalCondition', {
      hasBeenDiagnosed: false,
      primaryCondition: 'Left over',
      yearOfDiagnosis: '2001',
      primarySymptoms: ['Fatigue'],
    });
    expect(save.last().input.patch).toEqual({
      hasBeenDiagnosed: false,
      primaryCondition: '',
      yearOfDiagnosis: '',
      primarySymptoms: ['Fatigue'],
    });
    await saveSucceeds();

    expect(page()).toBe('medicalHistory');
    expect(toasts).toEqual([spec.medicalConditionSaved]);
  });

  it('saves a diagnosis as given', () => {
    const { submit, save } = startOnboarding({ resumeAt: 'medicalCondition' });

    submit('medicalCondition', {
      hasBeenDiagnosed: true,
      primaryCondition: 'Cystic fibrosis',
      yearOfDiagnosis: '2001',
    });

    expect(save.last().input.patch).toEqual({
      hasBeenDiagnosed: true,
      primaryCondition: 'Cystic fibrosis',
      yearOfDiagnosis: '2001',
    });
  });

  it('saves an empty family history as "No family history provided", then shows step 4', async () => {
    const { submit, save, saveSucceeds, page, toasts } = startOnboarding({
      resumeAt: 'medicalHistory',
    });

    submit('medicalHistory', {
      medications: ['Aspirin'],
      otherConditions: [],
      familyHistory: '  ',
    });
    expect(save.last().input.patch).toEqual({
      medications: ['Aspirin'],
      otherConditions: [],
      familyHistory: 'No family history provided',
    });
    await saveSucceeds();

    expect(page()).toBe('geneticReport');
    expect(toasts).toEqual([spec.medicalHistorySaved]);
  });

  it('keeps a family history that was written', () => {
    const { submit, save } = startOnboarding({ resumeAt: 'medicalHistory' });

    submit('medicalHistory', { familyHistory: 'Mother: CF carrier' });

    expect(save.last().input.patch).toEqual({ familyHistory: 'Mother: CF carrier' });
  });

  it("refuses answers that are not the step's own, or for another step than the one shown", () => {
    const { submit, save, saveState } = startOnboarding({ resumeAt: 'medicalHistory' });

    submit('medicalHistory', { firstName: 'Mallory' });
    submit('medicalCondition', { hasBeenDiagnosed: true });

    expect(saveState()).toBe('idle');
    expect(save.calls).toHaveLength(0);
  });
});

describe('onboarding step 4 and the branch', () => {
  it('"No report" is saved and leads to the medical checklist', async () => {
    const { submit, save, saveSucceeds, page, toasts } = startOnboarding({
      resumeAt: 'geneticReport',
    });

    submit('geneticReport', { hasGeneticReport: false });
    expect(save.last().input.patch).toEqual({ hasGeneticReport: false });
    await saveSucceeds();

    expect(page()).toBe('medicalChecklist');
    expect(toasts).toEqual([spec.preferenceSaved]);
  });

  it('"Yes" with a report on file skips the checklist', async () => {
    const { submit, saveSucceeds, page } = startOnboarding({
      resumeAt: 'geneticReport',
      profile: { ...newProfile(), latestReportId: 'run-1' },
    });

    submit('geneticReport', { hasGeneticReport: true });
    await saveSucceeds();

    expect(page()).toBe('bookAppointment');
  });

  it('"Yes" cannot be saved before a report is on file (spec: Next disabled)', () => {
    const { submit, save, saveState } = startOnboarding({ resumeAt: 'geneticReport' });

    submit('geneticReport', { hasGeneticReport: true });

    expect(saveState()).toBe('idle');
    expect(save.calls).toHaveLength(0);
  });

  it('the checklist saves only the items answered yes that exist, then shows step 5', async () => {
    const { submit, save, saveSucceeds, page, toasts } = startOnboarding({
      resumeAt: 'medicalChecklist',
    });

    submit('medicalChecklist', { checklistItems: ['severeHypotonia', 'notAQuestion'] });
    expect(save.last().input.patch).toEqual({ checklistItems: ['severeHypotonia'] });
    await saveSucceeds();

    expect(page()).toBe('bookAppointment');
    expect(toasts).toEqual([spec.checklistSaved]);
  });
});

describe('onboarding step 5: completing', () => {
  it('"Completing..." marks onboarding complete with the booked time, then ends with the profile', async () => {
    const { submit, save, saveSucceeds, snapshot, toasts, ended, embed } = startOnboarding({
      resumeAt: 'bookAppointment',
    });
    embed.last().send({ type: 'booking.booked', startTime: '2025-03-04T15:00:00.000Z' });
    await saveSucceeds();
    toasts.length = 0;
    expect(words(selectCompleteLabel(snapshot()))).toBe('Complete & Go to Dashboard');

    submit('bookAppointment', {});
    expect(selectIsCompleting(snapshot())).toBe(true);
    expect(words(selectCompleteLabel(snapshot()))).toBe('Completing...');
    expect(save.last().input.patch).toEqual({
      has_completed_onboarding: true,
      appointmentDate: '2025-03-04T15:00:00.000Z',
    });
    await saveSucceeds();

    expect(snapshot().status).toBe('done');
    expect(ended.output).toMatchObject({
      has_completed_onboarding: true,
      appointmentDate: '2025-03-04T15:00:00.000Z',
    });
    expect(toasts).toEqual([spec.onboardingCompleted]);
  });

  it('can be completed without booking (the calendar may be unavailable)', async () => {
    const { submit, save, saveSucceeds, snapshot } = startOnboarding({
      resumeAt: 'bookAppointment',
    });

    submit('bookAppointment', {});
    expect(save.last().input.patch).toEqual({
      has_completed_onboarding: true,
      appointmentDate: null,
    });
    await saveSucceeds();

    expect(snapshot().status).toBe('done');
  });

  it('saves a booked time at once, silently, before the patient finishes', () => {
    const { embed, save, snapshot, toasts, saveState } = startOnboarding({
      resumeAt: 'bookAppointment',
    });

    embed.last().send({ type: 'booking.booked', startTime: '2025-03-04T15:00:00.000Z' });

    expect(snapshot().context.profile.appointmentDate).toBe('2025-03-04T15:00:00.000Z');
    expect(save.last().input).toEqual({ patch: { appointmentDate: '2025-03-04T15:00:00.000Z' } });
    expect(saveState()).toBe('idle');
    expect(toasts).toEqual([spec.appointmentBooked]);
  });

  it('is not "completing" while another step saves', () => {
    const { submit, snapshot } = startOnboarding();

    submit('personalInfo', personalInfo);

    expect(selectIsCompleting(snapshot())).toBe(false);
    expect(words(selectCompleteLabel(snapshot()))).toBe('Complete & Go to Dashboard');
  });
});
