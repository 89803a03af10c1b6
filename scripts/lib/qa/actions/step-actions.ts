import { type OnboardingStepId, stepById } from '@contract/onboarding/steps';
import { profileFields } from '@contract/profile/fields';
import { type AnswersPatch, answersOfStep, type UserProfile } from '@contract/profile/profile';
import { formLabels, formRows, shownValue } from '../gherkin/answers-table';
import { line, quoted, type StepLine } from '../gherkin/lines';
import { findMachine } from '../live-system';
import { submitLabels } from '../oracle/screen-texts';
import { accepts, pageIs, type QaAction, type QaState, qaEvent, stateValueOf } from '../qa-types';
import type { StepContext } from '../step-context';
import { servedState, typicalAnswers, unservedState } from '../world';

const stepOnScreen = (state: QaState): OnboardingStepId | null => {
  const id = state.view.page?.id;
  return id && state.view.machines.onboarding ? (id as OnboardingStepId) : null;
};

/** A state outside Michigan, then Michigan again (the form tells the machine every state chosen). */
export const chooseState: QaAction = {
  type: 'qa.chooseState',
  offers: (state) => {
    if (!pageIs(state, 'personalInfo') || state.view.facts.saving) return [];
    const notServed = JSON.stringify(stateValueOf(state, 'onboarding')).includes('notServed');
    return [qaEvent('qa.chooseState', { state: notServed ? servedState : unservedState })];
  },
  perform: (step, event) =>
    step.send('onboarding', { type: 'residence.chosen', state: String(event.state) }),
  when: (event) =>
    `the patient chooses ${shownValue('state', event.state)} as their state of residence`,
  steps: (event) => [
    line(
      `the patient fills in ${quoted(profileFields.state.label)} with ${quoted(shownValue('state', event.state))}`,
    ),
  ],
};

function onboardingContext(step: StepContext) {
  const onboarding = step.root ? findMachine(step.root, 'onboarding') : undefined;
  return onboarding?.snapshot.context as {
    profile: UserProfile;
    reportAnswer: boolean;
    page: OnboardingStepId;
  };
}

/** What the step's form holds: what is stored, with the QA answers typed over it when typed. */
function formValues(step: StepContext, id: OnboardingStepId, typed: boolean): AnswersPatch {
  const context = onboardingContext(step);
  if (id === 'geneticReport') return { hasGeneticReport: context.reportAnswer };
  const stored = answersOfStep(context.profile, id) as AnswersPatch;
  return typed ? { ...stored, ...typicalAnswers[id] } : stored;
}

const serverModes = ['accepts', 'fails', 'refusesToken'] as const;

function canSubmit(state: QaState, id: OnboardingStepId): boolean {
  if (!accepts(state, 'onboarding', 'step.submitted') || state.view.facts.saving) return false;
  // Next on the genetic report step waits for a report when the answer is yes.
  return id !== 'geneticReport' || !state.view.facts.reportAnswer || state.view.facts.reportOnFile;
}

export const submit: QaAction = {
  type: 'qa.submit',
  offers: (state) => {
    const id = stepOnScreen(state);
    if (!id || !canSubmit(state, id)) return [];
    return serverModes.map((server) => qaEvent('qa.submit', { step: id, server }));
  },
  perform: (step, event) => {
    if (event.server === 'fails') step.failNext('saveAnswers');
    if (event.server === 'refusesToken') step.world = { ...step.world, token: 'rejected' };
    const id = event.step as OnboardingStepId;
    step.send('onboarding', {
      type: 'step.submitted',
      step: id,
      values: formValues(step, id, true),
    });
  },
  when: (event) => {
    const title = stepById(event.step as OnboardingStepId).title;
    const action =
      event.step === 'bookAppointment'
        ? 'presses "Complete & Go to Dashboard"'
        : `answers ${title} and presses Next`;
    return {
      accepts: `the patient ${action}`,
      fails: `the patient ${action}, and the server fails to save (HTTP 500)`,
      refusesToken: `the patient's session is no longer accepted by the server, and the patient ${action}`,
    }[event.server as (typeof serverModes)[number]];
  },
  steps: (event, _, before) => {
    const id = event.step as OnboardingStepId;
    const server: StepLine[] = {
      accepts: [],
      fails: [line(`the server answers the next ${quoted(saveRequest)} with HTTP 500`)],
      refusesToken: [line('the session ends on the server')],
    }[event.server as (typeof serverModes)[number]];
    // Pressing again after a failure: the answers are still in the form.
    const again = before.event?.type === 'qa.submit' && before.event.step === id;
    const rows = again ? [] : formRows(typicalAnswers[id]);
    return [
      ...server,
      ...(rows.length > 0 ? [line('the patient fills in the form:', rows)] : []),
      line(`the patient presses ${quoted(submitLabels[id])}`),
    ];
  },
};

/** The save of a step's answers (docs/api.md). */
export const saveRequest = 'POST /api/user/onboarding';

/**
 * Back is on every step's form but the first (src/features/onboarding/onboarding-host.tsx): it is
 * offered whatever the machine accepts, so a machine that lost a Back fails the oracle.
 */
export const back: QaAction = {
  type: 'qa.back',
  offers: (state) =>
    stepOnScreen(state) !== null && !pageIs(state, 'personalInfo') && !state.view.facts.saving
      ? [qaEvent('qa.back')]
      : [],
  perform: (step) => {
    const page = onboardingContext(step).page;
    step.send('onboarding', { type: 'step.back', values: formValues(step, page, false) });
  },
  when: () => 'the patient presses Back',
  steps: () => [line(`the patient presses ${quoted('Back')}`)],
};

export const answerReport: QaAction = {
  type: 'qa.answerReport',
  offers: (state) =>
    pageIs(state, 'geneticReport') && accepts(state, 'onboarding', 'report.answered')
      ? [qaEvent('qa.answerReport', { hasReport: !state.view.facts.reportAnswer })]
      : [],
  perform: (step, event) => {
    step.world = { ...step.world, reportDraft: event.hasReport === true };
    step.send('onboarding', { type: 'report.answered', hasReport: event.hasReport === true });
  },
  when: (event) =>
    event.hasReport
      ? 'the patient answers Yes: they have a genetic testing report'
      : 'the patient answers No: they have no genetic testing report',
  steps: (event) => [
    line(
      `the patient fills in ${quoted(formLabels.hasGeneticReport ?? '')} with ${quoted(event.hasReport ? 'Yes' : 'No')}`,
    ),
  ],
};
