import {
  selectCanSubmitReport,
  selectIsConfirmingRemoval,
  selectReadingResumed,
  selectReportAnswer,
  selectWillRemoveReport,
} from '@machines/onboarding/selectors';
import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { newProfile, reportFile, reportResult } from './support/fixtures';
import { startOnboarding } from './support/onboarding-harness';
import { reportJob } from './support/upload-harness';

const withReport = { ...newProfile(), hasGeneticReport: true, latestReportId: 'run-1' };

describe('onboarding step 4: coming back during a reading (issue 23 item 8)', () => {
  it('a reading found under way selects "Yes", and its result then unlocks Next', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport', holdWaitingJob: true });
    expect(selectReportAnswer(harness.snapshot())).toBe(false);

    harness.waiting.last().resolve(reportJob({ status: 'reading' }));
    await settle();

    expect(selectReportAnswer(harness.snapshot())).toBe(true);
    expect(selectReadingResumed(harness.snapshot())).toBe(true);
    expect(selectCanSubmitReport(harness.snapshot())).toBe(false);

    harness.clock.increment(1000);
    harness.poll.last().resolve(reportResult('run-back'));
    await settle();

    expect(selectCanSubmitReport(harness.snapshot())).toBe(true);
    expect(harness.snapshot().context.profile.latestReportId).toBe('run-back');
  });

  it('nothing under way leaves the answer as saved', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport', holdWaitingJob: true });
    harness.waiting.last().resolve(null);
    await settle();

    expect(selectReportAnswer(harness.snapshot())).toBe(false);
    expect(selectReadingResumed(harness.snapshot())).toBe(false);
  });
});

describe('onboarding step 4: no report is deleted without asking (issue 23 item 8)', () => {
  it('"No" with a report on file asks first; keeping it saves nothing', () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport', profile: withReport });
    harness.actor.send({ type: 'report.answered', hasReport: false });

    harness.submit('geneticReport', { hasGeneticReport: false });

    expect(selectIsConfirmingRemoval(harness.snapshot())).toBe(true);
    expect(harness.save.calls).toHaveLength(0);

    harness.actor.send({ type: 'report.removalCancelled' });

    expect(selectIsConfirmingRemoval(harness.snapshot())).toBe(false);
    expect(harness.saveState()).toBe('idle');
    expect(harness.save.calls).toHaveLength(0);
    expect(harness.page()).toBe('geneticReport');
  });

  it('confirming saves "No" and goes on to the checklist', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport', profile: withReport });
    harness.actor.send({ type: 'report.answered', hasReport: false });
    harness.submit('geneticReport', { hasGeneticReport: false });

    harness.actor.send({ type: 'report.removalConfirmed' });

    expect(harness.save.last().input.patch).toEqual({ hasGeneticReport: false });
    await harness.saveSucceeds();
    expect(harness.page()).toBe('medicalChecklist');
  });

  it('"No" while a file is on its way says so and asks too', () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport' });
    harness.actor.send({ type: 'report.answered', hasReport: true });
    harness.child('upload')?.send({ type: 'file.selected', file: reportFile() });
    harness.actor.send({ type: 'report.answered', hasReport: false });

    expect(selectWillRemoveReport(harness.snapshot())).toBe(true);
    harness.submit('geneticReport', { hasGeneticReport: false });

    expect(selectIsConfirmingRemoval(harness.snapshot())).toBe(true);
    expect(harness.save.calls).toHaveLength(0);
  });

  it('"No" with nothing on file or on its way is saved at once', async () => {
    const harness = startOnboarding({ resumeAt: 'geneticReport' });
    harness.actor.send({ type: 'report.answered', hasReport: true });
    harness.child('upload')?.send({ type: 'file.selected', file: reportFile() });
    harness.child('upload')?.send({ type: 'upload.cancelled' });
    harness.actor.send({ type: 'report.answered', hasReport: false });

    expect(selectWillRemoveReport(harness.snapshot())).toBe(false);
    harness.submit('geneticReport', { hasGeneticReport: false });

    expect(selectIsConfirmingRemoval(harness.snapshot())).toBe(false);
    expect(harness.save.last().input.patch).toEqual({ hasGeneticReport: false });
  });
});
