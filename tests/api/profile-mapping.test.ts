import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../server/contract/user';
import {
  joinList,
  onboardingPayload,
  profileFromServer,
  splitList,
} from '../../src/api/profile-mapping';

const storedMe: MeResponse = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-04-02',
  gender: 'female',
  condition: 'Cystic fibrosis',
  diagnosis: 2001,
  symptoms: 'cough, fatigue',
  medications: null,
  otherConditions: '',
  familyHistory: null,
  documentUrl: '/api/user/document',
  has_completed_onboarding: false,
  state: 'MI',
  checklistItems: ['severeHypotonia'],
  appointmentDate: null,
  hasGeneticReport: true,
  theme: null,
};

describe('profile mapping', () => {
  it('reads the server profile into the client field names of spec section 3', () => {
    const profile = profileFromServer(storedMe);
    expect(profile).toMatchObject({
      primaryCondition: 'Cystic fibrosis',
      yearOfDiagnosis: '2001',
      primarySymptoms: ['cough', 'fatigue'],
      medications: [],
      otherConditions: [],
      familyHistory: '',
      hasBeenDiagnosed: true,
      hasGeneticReport: true,
      checklistItems: ['severeHypotonia'],
    });
  });

  it('treats a missing condition as not diagnosed and a missing document as no report', () => {
    const profile = profileFromServer({
      ...storedMe,
      condition: null,
      diagnosis: null,
      documentUrl: null,
    });
    expect(profile.hasBeenDiagnosed).toBe(false);
    expect(profile.yearOfDiagnosis).toBe('');
    expect(profile.hasGeneticReport).toBe(false);
  });

  it('joins lists with commas and drops blank items', () => {
    expect(joinList([' a ', '', 'b'])).toBe('a, b');
    expect(splitList(' a ,, b ')).toEqual(['a', 'b']);
    expect(splitList(null)).toEqual([]);
  });

  it('sends the year as an integer and leaves an empty year unsent', () => {
    expect(
      onboardingPayload({
        hasBeenDiagnosed: true,
        primaryCondition: 'CF',
        yearOfDiagnosis: '2003',
      }),
    ).toEqual({
      condition: 'CF',
      diagnosis: 2003,
    });
    expect(
      onboardingPayload({ hasBeenDiagnosed: true, primaryCondition: 'CF', yearOfDiagnosis: '' }),
    ).toEqual({
      condition: 'CF',
    });
  });

  it('clears condition and year when the patient answers no', () => {
    expect(
      onboardingPayload({ hasBeenDiagnosed: false, primaryCondition: '', yearOfDiagnosis: '' }),
    ).toEqual({
      condition: '',
      diagnosis: null,
    });
  });

  it('leaves out fields the step did not touch so the server keeps them', () => {
    expect(onboardingPayload({ medications: ['insulin', 'ivacaftor'] })).toEqual({
      medications: 'insulin, ivacaftor',
    });
    expect(onboardingPayload({ has_completed_onboarding: true })).toEqual({
      has_completed_onboarding: true,
    });
  });
});
