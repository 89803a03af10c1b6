import { bookingMachine } from '@machines/booking/booking.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import {
  selectBookingActor,
  selectCanSubmitReport,
  selectReportAnswer,
  selectUploadActor,
  selectWillRemoveReport,
} from '@machines/onboarding/selectors';
import { uploadMachine } from '@machines/upload/upload.machine';
import { describe, expect, it } from 'vitest';
import { failingLike, settle } from './support/controllable';
import { newProfile, reportFile, reportResult } from './support/fixtures';
import { startHosted } from './support/host';
import { startOnboarding } from './support/onboarding-harness';
import { spec } from './support/spec-texts';

async function uploadOnStep4(harness: ReturnType<typeof startOnboarding>, runId = 'run-5') {
  harness.child('upload')?.send({ type: 'file.selected', file: reportFile() });
  harness.upload.last().resolve(reportResult(runId));
  await settle();
}

describe('onboarding step 4: the answer and the upload', () => {
  it('opens with "no" and the drop area for a new patient', () => {
    const { snapshot, child } = startOnboarding({ resumeAt: 'geneticReport' });

    expect(selectReportAnswer(snapshot())).toBe(false);
    expect(snapshot().context.reportOnFile).toBe(false);
    expect(selectUploadActor(snapshot())).toBe(child('upload'));
    // The drop area, while the upload asks quietly whether an earlier report still waits.
    expect(child('upload')?.getSnapshot().value).toBe('findingWaitingReport');
    expect(selectCanSubmitReport(snapshot())).toBe(true);
    expect(selectWillRemoveReport(snapshot())).toBe(false);
  });

  it('opens with "yes" and the stored result when a report is on file (spec section 4)', () => {
    const { snapshot, fetchReport } = startOnboarding({
      resumeAt: 'geneticReport',
      profile: { ...newProfile(), hasGeneticReport: true, latestReportId: 'run-1' },
    });

    expect(selectReportAnswer(snapshot())).toBe(true);
    expect(snapshot().context.reportOnFile).toBe(true);
    expect(fetchReport.last().input).toEqual({ reportId: 'run-1' });
    expect(selectCanSubmitReport(snapshot())).toBe(true);
  });

  it('"yes" blocks Next until a report is uploaded, then unlocks it', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport' });
    const { actor, snapshot } = harness;

    actor.send({ type: 'report.answered', hasReport: true });
    expect(selectReportAnswer(snapshot())).toBe(true);
    expect(selectCanSubmitReport(snapshot())).toBe(false);
    await uploadOnStep4(harness, 'run-5');

    expect(selectCanSubmitReport(snapshot())).toBe(true);
    expect(snapshot().context.reportOnFile).toBe(true);
    expect(snapshot().context.profile.latestReportId).toBe('run-5');
  });

  it('"yes" is saved once the upload succeeded, and goes to booking', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport' });
    harness.actor.send({ type: 'report.answered', hasReport: true });
    await uploadOnStep4(harness);

    harness.submit('geneticReport', { hasGeneticReport: true });
    expect(harness.save.last().input.patch).toEqual({ hasGeneticReport: true });
    await harness.saveSucceeds();

    expect(harness.page()).toBe('bookAppointment');
    expect(harness.toasts).toEqual([spec.reportProcessed(2), spec.preferenceSaved]);
  });

  // Issue 13: this behaviour survived every test of the old machine.
  it('a new file voids the earlier upload: Next waits for the new one', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport' });
    harness.actor.send({ type: 'report.answered', hasReport: true });
    await uploadOnStep4(harness, 'run-1');

    harness.child('upload')?.send({ type: 'file.selected', file: reportFile() });

    expect(harness.snapshot().context.reportOnFile).toBe(false);
    expect(selectCanSubmitReport(harness.snapshot())).toBe(false);
    harness.submit('geneticReport', { hasGeneticReport: true });
    expect(harness.saveState()).toBe('idle');
  });

  it('a failed new upload leaves "yes" blocked', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport' });
    harness.actor.send({ type: 'report.answered', hasReport: true });
    await uploadOnStep4(harness, 'run-1');

    harness.child('upload')?.send({ type: 'file.selected', file: reportFile() });
    harness.upload.last().reject(new Error('500'));
    await settle();

    expect(selectCanSubmitReport(harness.snapshot())).toBe(false);
  });

  it('saying "no" with a report on file warns that saving removes it', () => {
    const { actor, snapshot } = startOnboarding({
      resumeAt: 'geneticReport',
      profile: { ...newProfile(), hasGeneticReport: true, latestReportId: 'run-1' },
    });

    actor.send({ type: 'report.answered', hasReport: false });

    expect(selectWillRemoveReport(snapshot())).toBe(true);
    expect(selectCanSubmitReport(snapshot())).toBe(true);
  });

  it('Next is disabled while the step saves', () => {
    const { submit, snapshot } = startOnboarding({ resumeAt: 'geneticReport' });

    submit('geneticReport', { hasGeneticReport: false });

    expect(selectCanSubmitReport(snapshot())).toBe(false);
  });

  it('the answer is read again from the profile each time the step opens', () => {
    const { actor, snapshot } = startOnboarding({ resumeAt: 'geneticReport' });
    actor.send({ type: 'report.answered', hasReport: true });

    actor.send({ type: 'step.back' });
    actor.send({ type: 'xstate.route', to: '#geneticReport' });

    expect(selectReportAnswer(snapshot())).toBe(false);
  });

  it('a report uploaded here is on file when the step opens again', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport' });
    harness.actor.send({ type: 'report.answered', hasReport: true });
    await uploadOnStep4(harness, 'run-8');
    harness.child('upload')?.send({ type: 'file.selected', file: reportFile() });
    expect(harness.snapshot().context.reportOnFile).toBe(false);

    harness.actor.send({ type: 'step.back' });
    harness.actor.send({ type: 'xstate.route', to: '#geneticReport' });

    // The earlier upload is still the latest on the server: it is shown again.
    expect(harness.snapshot().context.reportOnFile).toBe(true);
    expect(harness.fetchReport.last().input).toEqual({ reportId: 'run-8' });
  });

  it('ignores upload news on other steps', () => {
    const { actor, snapshot } = startOnboarding({ resumeAt: 'medicalHistory' });

    actor.send({ type: 'report.answered', hasReport: true });
    actor.send({ type: 'report.uploaded', result: reportResult() });

    expect(snapshot().context.reportAnswer).toBe(false);
    expect(snapshot().context.reportOnFile).toBe(false);
    expect(selectUploadActor(snapshot())).toBeUndefined();
  });

  it('says something went wrong if the upload part breaks', async () => {
    const broken = onboardingMachine.provide({
      actors: {
        upload: failingLike(uploadMachine),
      },
    });
    const { toasts, snapshot } = startHosted(
      broken,
      { profile: newProfile(), resumeAt: 'geneticReport', route: null },
      'onboarding',
    );
    await settle();

    expect(toasts).toEqual([spec.unexpectedError]);
    expect(snapshot().context.page).toBe('geneticReport');
  });
});

describe('onboarding step 5: the booking calendar', () => {
  it('runs the calendar only on step 5', () => {
    const step5 = startOnboarding({ resumeAt: 'bookAppointment' });
    const step3 = startOnboarding({ resumeAt: 'medicalHistory' });

    expect(selectBookingActor(step5.snapshot())).toBeDefined();
    expect(step5.embed.starts).toHaveLength(1);
    expect(selectBookingActor(step3.snapshot())).toBeUndefined();
  });

  it('ignores a booking reported on another step', () => {
    const { actor, snapshot, save } = startOnboarding({ resumeAt: 'medicalHistory' });

    actor.send({ type: 'appointment.booked', startTime: '2025-03-04T15:00:00.000Z' });

    expect(snapshot().context.profile.appointmentDate).toBeNull();
    expect(save.calls).toHaveLength(0);
  });

  it('says something went wrong if the calendar part breaks', async () => {
    const broken = onboardingMachine.provide({
      actors: { booking: failingLike(bookingMachine) },
    });
    const { toasts } = startHosted(
      broken,
      { profile: newProfile(), resumeAt: 'bookAppointment', route: null },
      'onboarding',
    );
    await settle();

    expect(toasts).toEqual([spec.unexpectedError]);
  });
});
