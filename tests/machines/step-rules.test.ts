import type { AnswersPatch } from '@contract/profile/profile';
import type { OnboardingContext } from '@machines/onboarding/onboarding-types';
import { initialOnboardingContext } from '@machines/onboarding/onboarding-types';
import {
  answersToSave,
  canOpenStep,
  canSaveAnswers,
  canSaveStep,
  isOutsideServedState,
} from '@machines/onboarding/step-rules';
import { describe, expect, it } from 'vitest';
import { newProfile, personalInfo } from './support/fixtures';

function context(overrides: Partial<OnboardingContext> = {}): OnboardingContext {
  return {
    ...initialOnboardingContext({ profile: newProfile(), resumeAt: 'medicalHistory', route: null }),
    page: 'medicalHistory',
    ...overrides,
  };
}

describe('the answers a step saves (answersToSave)', () => {
  it("keeps only the step's own fields that were given", () => {
    expect(
      answersToSave(
        'personalInfo',
        { ...personalInfo, medications: ['x'] } as AnswersPatch,
        newProfile(),
      ),
    ).toEqual(personalInfo);
    expect(answersToSave('medicalHistory', { medications: undefined }, newProfile())).toEqual({});
  });

  it('"yes" to a diagnosis keeps condition and year', () => {
    expect(
      answersToSave(
        'medicalCondition',
        { hasBeenDiagnosed: true, primaryCondition: 'CF', yearOfDiagnosis: '2000' },
        newProfile(),
      ),
    ).toEqual({ hasBeenDiagnosed: true, primaryCondition: 'CF', yearOfDiagnosis: '2000' });
  });

  it('a diagnosis answer left out clears nothing', () => {
    expect(answersToSave('medicalCondition', { primaryCondition: 'CF' }, newProfile())).toEqual({
      primaryCondition: 'CF',
    });
  });

  it('a written family history is kept as written', () => {
    expect(answersToSave('medicalHistory', { familyHistory: ' x ' }, newProfile())).toEqual({
      familyHistory: ' x ',
    });
  });

  it('finishing adds the completion flag and the booked time from the profile', () => {
    const profile = { ...newProfile(), appointmentDate: '2025-03-04T15:00:00.000Z' };

    expect(answersToSave('bookAppointment', { has_completed_onboarding: false }, profile)).toEqual({
      has_completed_onboarding: true,
      appointmentDate: '2025-03-04T15:00:00.000Z',
    });
  });

  it('no step but the last completes onboarding', () => {
    expect(answersToSave('medicalChecklist', { checklistItems: [] }, newProfile())).toEqual({
      checklistItems: [],
    });
  });
});

describe('served state', () => {
  it('only a chosen state other than Michigan is outside', () => {
    expect(isOutsideServedState('OH')).toBe(true);
    expect(isOutsideServedState('MI')).toBe(false);
    expect(isOutsideServedState('')).toBe(false);
    expect(isOutsideServedState(undefined)).toBe(false);
  });
});

describe('what can be saved', () => {
  it("a step's own answers in Michigan", () => {
    expect(canSaveAnswers('personalInfo', personalInfo)).toBe(true);
    expect(canSaveAnswers('personalInfo', { ...personalInfo, state: 'OH' })).toBe(false);
    expect(canSaveAnswers('personalInfo', { familyHistory: 'x' })).toBe(false);
    expect(canSaveAnswers('medicalHistory', {})).toBe(true);
  });

  it('only the step on screen', () => {
    expect(canSaveStep(context(), 'medicalHistory', { familyHistory: 'x' })).toBe(true);
    expect(canSaveStep(context(), 'medicalCondition', {})).toBe(false);
  });

  it('"yes" to a report only with a report on file', () => {
    const onStep4 = context({ page: 'geneticReport' });

    expect(canSaveStep(onStep4, 'geneticReport', { hasGeneticReport: true })).toBe(false);
    expect(
      canSaveStep({ ...onStep4, reportOnFile: true }, 'geneticReport', { hasGeneticReport: true }),
    ).toBe(true);
    expect(canSaveStep(onStep4, 'geneticReport', { hasGeneticReport: false })).toBe(true);
  });
});

describe('which steps can be opened', () => {
  it('any step reached, except the one on screen', () => {
    const ctx = context({ furthestRank: 3 });

    expect(canOpenStep(ctx, 'personalInfo')).toBe(true);
    expect(canOpenStep(ctx, 'medicalCondition')).toBe(true);
    expect(canOpenStep(ctx, 'medicalHistory')).toBe(false);
    expect(canOpenStep({ ...ctx, page: 'personalInfo' }, 'medicalHistory')).toBe(true);
    expect(canOpenStep(ctx, 'geneticReport')).toBe(false);
  });

  it('the checklist only without a report', () => {
    const ctx = context({ furthestRank: 7, page: 'bookAppointment' });

    expect(canOpenStep(ctx, 'medicalChecklist')).toBe(true);
    expect(
      canOpenStep(
        { ...ctx, profile: { ...ctx.profile, hasGeneticReport: true } },
        'medicalChecklist',
      ),
    ).toBe(false);
  });

  it('a new wizard has reached its resume step; a finished one every step', () => {
    expect(
      initialOnboardingContext({ profile: newProfile(), resumeAt: 'geneticReport', route: null })
        .furthestRank,
    ).toBe(4);
    expect(
      initialOnboardingContext({ profile: newProfile(), resumeAt: null, route: null }).furthestRank,
    ).toBe(7);
  });
});
