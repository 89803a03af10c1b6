import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@machines/domain/user-profile';
import {
  selectCanSubmitReport,
  selectCompleteLabel,
  selectCurrentStepNumber,
  selectFinishedSteps,
  selectIsNotServed,
  selectProgressPercent,
  selectSubmitLabel,
} from '@machines/onboarding/selectors';
import { eventForLocation, pathFromSnapshot } from '@machines/routes';
import { messages } from '@machines/shared/messages';
import { type Effects, settle, startApp } from './support/app-harness';

const michigan = {
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  state: 'MI',
};
const diagnosed = {
  hasBeenDiagnosed: true,
  primaryCondition: 'Cystic fibrosis',
  yearOfDiagnosis: '2001',
  primarySymptoms: ['Cough'],
};

/** A signed-in new patient on step 1. */
async function onStepOne(overrides: Partial<Effects> = {}) {
  const app = startApp({
    fetchCurrentUser: async () => emptyProfile('pat@example.com', 'Pat Doe'),
    ...overrides,
  });
  await settle();
  await settle();
  return app;
}

async function toStep(
  target: 'medicalHistory' | 'geneticReport',
  overrides: Partial<Effects> = {},
) {
  const app = await onStepOne(overrides);
  await passStepOne(app);
  app.actor.send({ type: 'medicalCondition.submitted', values: diagnosed });
  await settle();
  if (target === 'geneticReport') {
    app.actor.send({
      type: 'medicalHistory.submitted',
      values: { medications: [], otherConditions: [], familyHistory: '' },
    });
    await settle();
  }
  return app;
}

/** Step 1 is saved to the server (docs/deviations.md): submit it and let the save settle. */
async function passStepOne(app: Awaited<ReturnType<typeof onStepOne>>) {
  app.actor.send({ type: 'personalInfo.submitted', values: michigan });
  await settle();
}

const path = (app: Awaited<ReturnType<typeof onStepOne>>) =>
  pathFromSnapshot(app.actor.getSnapshot());

describe('onboarding: personal information (step 1)', () => {
  it('refuses a state other than Michigan with the "Service Not Available" toast', async () => {
    const app = await onStepOne();
    app.actor.send({ type: 'personalInfo.submitted', values: { ...michigan, state: 'OH' } });
    expect(app.lastToast()).toEqual(messages.serviceNotAvailable);
    expect(selectIsNotServed(app.actor.getSnapshot())).toBe(true);
    expect(path(app)).toBe('/onboarding');
  });

  it('refuses missing required fields', async () => {
    const app = await onStepOne();
    app.actor.send({ type: 'personalInfo.submitted', values: { ...michigan, lastName: ' ' } });
    app.clock.increment(5000);
    expect(path(app)).toBe('/onboarding');
  });

  it('saves the answers to the server ("Saving..."), then goes to step 2', async () => {
    const app = await onStepOne();
    app.actor.send({ type: 'personalInfo.submitted', values: michigan });
    expect(selectSubmitLabel(app.actor.getSnapshot(), 'Next')).toBe('Saving...');
    expect(path(app)).toBe('/onboarding');
    await settle();
    expect(path(app)).toBe('/onboarding/medical-condition');
    expect(app.lastToast()).toEqual(messages.personalInfoSaved);
    expect(app.log.saves.map((save) => save.patch)).toEqual([michigan]);
    expect(selectCurrentStepNumber(app.actor.getSnapshot())).toBe(2);
    expect(selectProgressPercent(app.actor.getSnapshot())).toBe(40);
    expect(selectFinishedSteps(app.actor.getSnapshot())).toEqual([1]);
  });

  it('stays on step 1 with "Save Failed" when the save fails, and can try again', async () => {
    let calls = 0;
    const app = await onStepOne({
      saveOnboarding: async () => {
        calls += 1;
        if (calls === 1) throw new Error('500');
      },
    });
    await passStepOne(app);
    expect(app.lastToast()).toEqual(messages.personalInfoFailed);
    expect(path(app)).toBe('/onboarding');
    await passStepOne(app);
    expect(path(app)).toBe('/onboarding/medical-condition');
  });
});

describe('onboarding: medical condition (step 2)', () => {
  it('Back keeps the answers and goes to /onboarding/personal-info', async () => {
    const app = await onStepOne();
    await passStepOne(app);
    app.actor.send({ type: 'medicalCondition.back', values: diagnosed });
    expect(path(app)).toBe('/onboarding/personal-info');
    expect(app.actor.getSnapshot().context.user?.primaryCondition).toBe('Cystic fibrosis');
  });

  it('saves "no" as empty condition and year', async () => {
    const app = await onStepOne();
    await passStepOne(app);
    app.actor.send({
      type: 'medicalCondition.submitted',
      values: { ...diagnosed, hasBeenDiagnosed: false },
    });
    await settle();
    expect(app.log.saves[1]?.patch).toEqual({
      primaryCondition: '',
      yearOfDiagnosis: '',
      primarySymptoms: ['Cough'],
      hasBeenDiagnosed: false,
    });
    expect(app.lastToast()).toEqual(messages.medicalConditionSaved);
    expect(path(app)).toBe('/onboarding/medical-history');
  });

  it('stays on the page with "Save Failed" when the save fails', async () => {
    let calls = 0;
    const app = await onStepOne({
      saveOnboarding: async () => {
        calls += 1;
        if (calls === 2) throw new Error('500');
      },
    });
    await passStepOne(app);
    app.actor.send({ type: 'medicalCondition.submitted', values: diagnosed });
    await settle();
    expect(app.lastToast()).toEqual(messages.medicalConditionFailed);
    expect(path(app)).toBe('/onboarding/medical-condition');
  });
});

describe('onboarding: medical history (step 3)', () => {
  it('saves an empty family history as "No family history provided"', async () => {
    const app = await toStep('geneticReport');
    const historySave = app.log.saves[2];
    expect(historySave?.patch.familyHistory).toBe('No family history provided');
    expect(app.lastToast()).toEqual(messages.medicalHistorySaved);
    expect(path(app)).toBe('/onboarding/genetic-report');
  });

  it('stays with "Error saving medical history" when the save fails, and can try again', async () => {
    let calls = 0;
    const app = await toStep('geneticReport', {
      saveOnboarding: async () => {
        calls += 1;
        if (calls === 3) throw new Error('500');
      },
    });
    expect(app.lastToast()).toEqual(messages.medicalHistoryFailed);
    expect(path(app)).toBe('/onboarding/medical-history');
    app.actor.send({
      type: 'medicalHistory.submitted',
      values: { medications: [], otherConditions: [], familyHistory: '' },
    });
    await settle();
    expect(app.lastToast()).toEqual(messages.medicalHistorySaved);
    expect(path(app)).toBe('/onboarding/genetic-report');
  });

  it('shows "Error saving medical history" when the data cannot be prepared', async () => {
    const app = await toStep('medicalHistory');
    app.actor.send({
      type: 'medicalHistory.submitted',
      values: { medications: [42 as unknown as string], otherConditions: [], familyHistory: '' },
    });
    expect(app.lastToast()).toEqual(messages.medicalHistoryFailed);
    expect(path(app)).toBe('/onboarding/medical-history');
  });

  it('Back goes to the medical condition step', async () => {
    const app = await toStep('medicalHistory');
    app.actor.send({ type: 'step.back' });
    expect(path(app)).toBe('/onboarding/medical-condition');
  });
});

describe('onboarding: genetic report (step 4) and the two branches', () => {
  it('blocks Next for "yes" until the upload succeeded, then goes to booking', async () => {
    const app = await toStep('geneticReport');
    app.actor.send({ type: 'geneticReport.answered', hasReport: true });
    expect(selectCanSubmitReport(app.actor.getSnapshot())).toBe(false);
    app.actor.send({ type: 'geneticReport.submitted' });
    expect(path(app)).toBe('/onboarding/genetic-report');
    const upload = app.actor.getSnapshot().children.upload;
    upload?.send({ type: 'file.selected', file: new File(['%PDF'], 'report.pdf') });
    await settle();
    expect(selectCanSubmitReport(app.actor.getSnapshot())).toBe(true);
    app.actor.send({ type: 'geneticReport.submitted' });
    await settle();
    expect(app.lastToast()).toEqual(messages.preferenceSaved);
    expect(path(app)).toBe('/onboarding/book-appointment');
  });

  it('"no" goes to the checklist, which saves only known "yes" items', async () => {
    const app = await toStep('geneticReport');
    app.actor.send({ type: 'geneticReport.submitted' });
    await settle();
    expect(path(app)).toBe('/onboarding/medical-checklist');
    app.actor.send({ type: 'checklist.submitted', checklistItems: ['severeHypotonia', 'bogus'] });
    expect(app.actor.getSnapshot().context.user?.checklistItems).toEqual(['severeHypotonia']);
    await settle();
    expect(app.log.saves.at(-1)?.patch).toEqual({ checklistItems: ['severeHypotonia'] });
    expect(app.lastToast()).toEqual(messages.checklistSaved);
    expect(path(app)).toBe('/onboarding/book-appointment');
  });

  it('stays with "Save Failed" when the preference save fails', async () => {
    let calls = 0;
    const app = await toStep('geneticReport', {
      saveOnboarding: async () => {
        calls += 1;
        if (calls === 4) throw new Error('500');
      },
    });
    app.actor.send({ type: 'geneticReport.submitted' });
    await settle();
    expect(app.lastToast()).toEqual(messages.preferenceFailed);
    expect(path(app)).toBe('/onboarding/genetic-report');
  });

  it('stays with "Save Failed" when the checklist save fails', async () => {
    let calls = 0;
    const app = await toStep('geneticReport', {
      saveOnboarding: async () => {
        calls += 1;
        if (calls === 5) throw new Error('500');
      },
    });
    app.actor.send({ type: 'geneticReport.submitted' });
    await settle();
    app.actor.send({ type: 'checklist.submitted', checklistItems: [] });
    await settle();
    expect(app.lastToast()).toEqual(messages.checklistFailed);
    expect(path(app)).toBe('/onboarding/medical-checklist');
  });
});

describe('onboarding: book appointment (step 5) and completion', () => {
  async function onBooking(overrides: Partial<Effects> = {}) {
    const app = await toStep('geneticReport', overrides);
    app.actor.send({ type: 'geneticReport.submitted' });
    await settle();
    app.actor.send({ type: 'checklist.submitted', checklistItems: [] });
    await settle();
    return app;
  }

  it('keeps the booked start time as appointmentDate and completes to /dashboard', async () => {
    const app = await onBooking();
    const booking = app.actor.getSnapshot().children.booking;
    booking?.send({ type: 'booking.booked', startTime: '2026-12-01T15:00:00.000Z' });
    expect(app.lastToast()).toEqual(messages.appointmentBooked);
    expect(app.actor.getSnapshot().context.user?.appointmentDate).toBe('2026-12-01T15:00:00.000Z');
    app.actor.send({ type: 'onboarding.completed' });
    expect(selectCompleteLabel(app.actor.getSnapshot())).toBe('Completing...');
    await settle();
    expect(app.log.saves.at(-1)?.patch.has_completed_onboarding).toBe(true);
    expect(app.lastToast()).toEqual(messages.onboardingCompleted);
    expect(path(app)).toBe('/dashboard');
  });

  it('stays with "Failed to complete onboarding" when completion fails', async () => {
    let calls = 0;
    const app = await onBooking({
      saveOnboarding: async () => {
        calls += 1;
        if (calls === 6) throw new Error('500');
      },
    });
    app.actor.send({ type: 'onboarding.completed' });
    await settle();
    expect(app.lastToast()).toEqual(messages.completeFailed);
    expect(path(app)).toBe('/onboarding/book-appointment');
  });

  it('Back goes to the medical history step', async () => {
    const app = await onBooking();
    app.actor.send({ type: 'step.back' });
    expect(path(app)).toBe('/onboarding/medical-history');
  });
});

describe('onboarding: resuming', () => {
  it('never opens a step beyond what the data allows', async () => {
    const app = await onStepOne();
    app.actor.send(
      eventForLocation({ pathname: '/onboarding/book-appointment' }) ?? { type: 'step.back' },
    );
    expect(path(app)).toBe('/onboarding');
  });

  it('honours a deep link to a step the server already reached', async () => {
    const app = startApp({
      fetchCurrentUser: async () => emptyProfile('pat@example.com', 'Pat'),
      checkOnboarding: async () => ({ redirect_path: '/onboarding/genetic-report' }),
    });
    const deepLink = eventForLocation({ pathname: '/onboarding/medical-history' });
    if (deepLink) app.actor.send(deepLink);
    await settle();
    await settle();
    expect(path(app)).toBe('/onboarding/medical-history');
  });

  it('keeps an unfinished patient off the dashboard', async () => {
    const app = await onStepOne();
    app.actor.send(eventForLocation({ pathname: '/dashboard' }) ?? { type: 'step.back' });
    expect(path(app)).toBe('/onboarding');
  });
});
