import { selectStepPath } from '@machines/onboarding/selectors';
import { describe, expect, it } from 'vitest';
import { settle } from './support/controllable';
import { newProfile, personalInfo, reportFile, reportResult, route } from './support/fixtures';
import { startOnboarding } from './support/onboarding-harness';
import { spec } from './support/spec-texts';

describe('onboarding: Back (spec section 2)', () => {
  it('step 2 keeps the answers typed so far and shows step 1 at /onboarding/personal-info', () => {
    const { actor, page, snapshot, save } = startOnboarding({ resumeAt: 'medicalCondition' });

    actor.send({
      type: 'step.back',
      values: { hasBeenDiagnosed: true, primaryCondition: 'CF', firstName: 'Not mine' },
    });

    expect(page()).toBe('personalInfo');
    expect(snapshot().context.profile).toMatchObject({
      hasBeenDiagnosed: true,
      primaryCondition: 'CF',
      firstName: '',
    });
    expect(snapshot().context.stepOneAlias).toBe(true);
    expect(selectStepPath(snapshot())).toBe('/onboarding/personal-info');
    expect(save.calls).toHaveLength(0);
  });

  it('step 2 without answers changes nothing in the profile', () => {
    const { actor, snapshot, page } = startOnboarding({ resumeAt: 'medicalCondition' });

    actor.send({ type: 'step.back' });

    expect(page()).toBe('personalInfo');
    expect(snapshot().status).toBe('active');
    expect(snapshot().context.profile).toEqual(newProfile());
  });

  it('step 1 reached by Back loses its alias once the patient moves on', async () => {
    const { actor, snapshot, submit, saveSucceeds } = startOnboarding({
      resumeAt: 'medicalCondition',
    });
    actor.send({ type: 'step.back' });

    submit('personalInfo', personalInfo);
    await saveSucceeds();

    expect(snapshot().context.stepOneAlias).toBe(false);
    expect(selectStepPath(snapshot())).toBe('/onboarding/medical-condition');
  });

  it.each([
    ['medicalHistory', 'medicalCondition'],
    ['geneticReport', 'medicalHistory'],
    // Issue 13: this edge survived every test of the old machine.
    ['medicalChecklist', 'geneticReport'],
    ['bookAppointment', 'medicalHistory'],
  ] as const)('Back on %s shows %s', (from, to) => {
    const { actor, page } = startOnboarding({ resumeAt: from });

    actor.send({ type: 'step.back' });

    expect(page()).toBe(to);
  });

  it('step 1 has no Back', () => {
    const { actor, page } = startOnboarding();

    actor.send({ type: 'step.back' });

    expect(page()).toBe('personalInfo');
  });

  it('Back from the checklist shows the genetic report step with its saved answer', () => {
    const { actor, snapshot } = startOnboarding({
      resumeAt: 'medicalChecklist',
      profile: { ...newProfile(), hasGeneticReport: false },
    });

    actor.send({ type: 'step.back' });

    expect(selectStepPath(snapshot())).toBe('/onboarding/genetic-report');
    expect(snapshot().context.reportAnswer).toBe(false);
    expect(snapshot().children.upload).toBeDefined();
  });
});

describe('onboarding: addresses (route events)', () => {
  it('opens an earlier step the patient reached', () => {
    const { actor, page } = startOnboarding({ resumeAt: 'geneticReport' });

    actor.send(route('#medicalCondition'));

    expect(page()).toBe('medicalCondition');
  });

  it.each([
    'personalInfo',
    'medicalCondition',
    'medicalHistory',
    'geneticReport',
    'medicalChecklist',
    'bookAppointment',
  ] as const)('opens %s once every step was reached', (step) => {
    const { actor, page } = startOnboarding({ resumeAt: null, route: route('#bookAppointment') });
    actor.send(route('#medicalHistory'));

    actor.send(route(`#${step}`));

    expect(page()).toBe(step);
  });

  it('refuses a step not reached yet', () => {
    const { actor, page } = startOnboarding({ resumeAt: 'medicalCondition' });

    actor.send(route('#medicalHistory'));
    actor.send(route('#bookAppointment'));

    expect(page()).toBe('medicalCondition');
  });

  it('refuses the checklist when the patient has a report, but not the other steps', () => {
    const { actor, page } = startOnboarding({
      resumeAt: null,
      profile: { ...newProfile(), hasGeneticReport: true },
    });

    actor.send(route('#medicalChecklist'));
    expect(page()).toBe('personalInfo');
    actor.send(route('#medicalHistory'));

    expect(page()).toBe('medicalHistory');
  });

  it('ignores addresses of other parts of the app', () => {
    const { actor, page } = startOnboarding({ resumeAt: 'medicalHistory' });

    actor.send(route('#dashboardHome'));
    actor.send(route('#landing'));

    expect(page()).toBe('medicalHistory');
  });

  it('reaching a step by saving lets the patient come back to it by address', async () => {
    const { actor, submit, saveSucceeds, page } = startOnboarding();
    submit('personalInfo', personalInfo);
    await saveSucceeds();
    actor.send(route('#personalInfo'));

    actor.send(route('#medicalCondition'));

    expect(page()).toBe('medicalCondition');
  });

  it('opens the step the address asked for at start, if the patient may', () => {
    const allowed = startOnboarding({ resumeAt: 'geneticReport', route: route('#medicalHistory') });
    const refused = startOnboarding({ resumeAt: 'medicalHistory', route: route('#geneticReport') });

    expect(allowed.page()).toBe('medicalHistory');
    expect(refused.page()).toBe('medicalHistory');
    expect(allowed.snapshot().context.route).toBeNull();
  });

  it('step 1 at its alias keeps the alias in the address', () => {
    const { actor, snapshot } = startOnboarding({ resumeAt: 'medicalCondition' });

    actor.send(route('#personalInfo', { alias: true }));
    expect(selectStepPath(snapshot())).toBe('/onboarding/personal-info');
    actor.send(route('#medicalCondition'));
    actor.send(route('#personalInfo'));

    expect(selectStepPath(snapshot())).toBe('/onboarding');
  });

  it('step 1 opened at start is at /onboarding', () => {
    const { snapshot } = startOnboarding();

    expect(selectStepPath(snapshot())).toBe('/onboarding');
  });

  it('has no address before a step is shown', () => {
    const { snapshot } = startOnboarding();

    expect(selectStepPath({ ...snapshot(), context: { ...snapshot().context, page: null } })).toBe(
      null,
    );
  });
});

describe('onboarding: the address of the page shown changes nothing (issue 13 item 7)', () => {
  it('a route to step 4 on step 4 keeps the answer "yes" and the finished upload', async () => {
    const { actor, snapshot, child, upload } = startOnboarding({ resumeAt: 'geneticReport' });
    actor.send({ type: 'report.answered', hasReport: true });
    child('upload')?.send({ type: 'file.selected', file: reportFile() });
    upload.last().resolve(reportResult('run-5'));
    await settle();
    const uploadActor = child('upload');

    actor.send(route('#geneticReport'));

    expect(snapshot().context.reportAnswer).toBe(true);
    expect(snapshot().context.reportOnFile).toBe(true);
    expect(child('upload')).toBe(uploadActor);
    expect(child('upload')?.getSnapshot().value).toBe('success');
  });

  it('a route to step 1 on step 1 keeps the non-Michigan notice', () => {
    const { actor, snapshot } = startOnboarding();
    actor.send({ type: 'residence.chosen', state: 'OH' });

    actor.send(route('#personalInfo'));

    expect(snapshot().matches({ active: { page: { personalInfo: 'notServed' } } })).toBe(true);
  });
});

describe("onboarding: step 1's two addresses (/onboarding and /onboarding/personal-info)", () => {
  it('step 1 asked for at its other address keeps step 1 and takes that address', () => {
    const { actor, snapshot, page } = startOnboarding();
    expect(selectStepPath(snapshot())).toBe('/onboarding');

    actor.send(route('#personalInfo', { alias: true }));

    expect(page()).toBe('personalInfo');
    expect(selectStepPath(snapshot())).toBe('/onboarding/personal-info');

    actor.send(route('#personalInfo'));

    expect(page()).toBe('personalInfo');
    expect(selectStepPath(snapshot())).toBe('/onboarding');
  });

  it("keeps the non-Michigan notice when only step 1's address changes", () => {
    const { actor, snapshot } = startOnboarding();
    actor.send({ type: 'residence.chosen', state: 'OH' });

    actor.send(route('#personalInfo', { alias: true }));

    expect(snapshot().matches({ active: { page: { personalInfo: 'notServed' } } })).toBe(true);
    expect(selectStepPath(snapshot())).toBe('/onboarding/personal-info');
  });

  it("the browser's Forward from step 1 at its other address opens step 2", () => {
    const { actor, page, snapshot } = startOnboarding({ resumeAt: 'medicalCondition' });
    actor.send({ type: 'step.back' });
    expect(selectStepPath(snapshot())).toBe('/onboarding/personal-info');

    actor.send(route('#medicalCondition'));

    expect(page()).toBe('medicalCondition');
    expect(selectStepPath(snapshot())).toBe('/onboarding/medical-condition');
  });
});

describe('onboarding: a save goes on when the patient moves away', () => {
  it('Back while step 2 saves: the save ends with its toast, and step 1 stays on screen', async () => {
    const { actor, submit, saveSucceeds, page, saveState, toasts, sentToParent } = startOnboarding({
      resumeAt: 'medicalCondition',
    });
    submit('medicalCondition', { hasBeenDiagnosed: false });

    actor.send({ type: 'step.back' });
    expect(saveState()).toBe('saving');
    await saveSucceeds();

    expect(page()).toBe('personalInfo');
    expect(saveState()).toBe('idle');
    expect(toasts).toEqual([spec.medicalConditionSaved]);
    expect(sentToParent('profile.changed')).toHaveLength(1);
  });

  it('browser Back while step 3 saves: the failure toast still shows', async () => {
    const { actor, submit, saveFails, page, saveState, toasts } = startOnboarding({
      resumeAt: 'medicalHistory',
    });
    submit('medicalHistory', { familyHistory: 'x' });

    actor.send(route('#medicalCondition'));
    await saveFails(new TypeError('Failed to fetch'));

    expect(page()).toBe('medicalCondition');
    expect(saveState()).toBe('failed');
    expect(toasts).toEqual([spec.medicalHistoryFailed]);
  });

  it.each([
    ['personalInfo', 'bookAppointment'],
    ['medicalCondition', 'personalInfo'],
    ['medicalHistory', 'medicalCondition'],
    ['geneticReport', 'medicalHistory'],
    ['medicalChecklist', 'geneticReport'],
    ['bookAppointment', 'medicalChecklist'],
  ] as const)('on %s, a "saved" for %s moves nothing', (shown, saved) => {
    const { actor, page, snapshot } = startOnboarding({ resumeAt: shown });

    actor.send({ type: 'step.saved', step: saved });

    expect(page()).toBe(shown);
    expect(snapshot().status).toBe('active');
  });

  it('step 3 saved while step 4 (with "yes" on file) is shown keeps step 4', async () => {
    const { actor, submit, saveSucceeds, page } = startOnboarding({
      resumeAt: 'bookAppointment',
      profile: { ...newProfile(), hasGeneticReport: true, latestReportId: 'run-1' },
      route: route('#medicalHistory'),
    });
    submit('medicalHistory', { familyHistory: 'x' });

    actor.send(route('#geneticReport'));
    await saveSucceeds();

    expect(page()).toBe('geneticReport');
  });
});
