import { type OnboardingStepId, stepById } from '@contract/onboarding/steps';
import { type AnswersPatch, answersOfStep, type UserProfile } from '@contract/profile/profile';
import { english } from '@i18n/english';
import { findMachine } from '../live-system';
import { accepts, pageIs, type QaAction, type QaState, qaEvent, stateValueOf } from '../qa-types';
import type { StepContext } from '../step-context';
import { typicalAnswers, unservedState } from '../world';

const stepOnScreen = (state: QaState): OnboardingStepId | null => {
  const id = state.view.page?.id;
  return id && state.view.machines.onboarding ? (id as OnboardingStepId) : null;
};

export const chooseState: QaAction = {
  type: 'qa.chooseState',
  offers: (state) =>
    // The form tells the machine only when the state changes to one outside Michigan.
    pageIs(state, 'personalInfo') &&
    JSON.stringify(stateValueOf(state, 'onboarding')).includes('"personalInfo":"editing"')
      ? [qaEvent('qa.chooseState', { state: unservedState })]
      : [],
  perform: (step, event) =>
    step.send('onboarding', { type: 'residence.chosen', state: String(event.state) }),
  when: () => 'the patient chooses Ohio as their state of residence',
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

/** "Delete your report?" is open over step 4 (issue 23). */
const removalAsked = (state: QaState) =>
  pageIs(state, 'geneticReport') && accepts(state, 'onboarding', 'report.removalConfirmed');

function canSubmit(state: QaState, id: OnboardingStepId): boolean {
  if (!accepts(state, 'onboarding', 'step.submitted') || state.view.facts.saving) return false;
  // Next on the genetic report step waits for a report when the answer is yes.
  return id !== 'geneticReport' || !state.view.facts.reportAnswer || state.view.facts.reportOnFile;
}

/** Step 4's "No" with a report on file or on its way: the patient is asked first (issue 23). */
const asksBeforeRemoving = (state: QaState, id: OnboardingStepId) =>
  id === 'geneticReport' &&
  !state.view.facts.reportAnswer &&
  (state.view.facts.reportOnFile || state.view.facts.reportPending);

function setServerMode(step: StepContext, server: unknown) {
  if (server === 'fails') step.world = { ...step.world, saveFails: true };
  if (server === 'refusesToken') step.world = { ...step.world, token: 'rejected' };
}

export const submit: QaAction = {
  type: 'qa.submit',
  offers: (state) => {
    const id = stepOnScreen(state);
    if (!id || !canSubmit(state, id)) return [];
    // Nothing is saved before the patient answers "Delete your report?".
    if (asksBeforeRemoving(state, id)) return [qaEvent('qa.submit', { step: id, server: 'asks' })];
    return serverModes.map((server) => qaEvent('qa.submit', { step: id, server }));
  },
  perform: (step, event) => {
    setServerMode(step, event.server);
    const id = event.step as OnboardingStepId;
    step.send('onboarding', {
      type: 'step.submitted',
      step: id,
      values: formValues(step, id, true),
    });
  },
  when: (event) => {
    const title = english(stepById(event.step as OnboardingStepId).title);
    const action =
      event.step === 'bookAppointment'
        ? 'presses "Complete & Go to Dashboard"'
        : `answers ${title} and presses Next`;
    return {
      accepts: `the patient ${action}`,
      fails: `the patient ${action}, and the server fails to save (HTTP 500)`,
      refusesToken: `the patient's session is no longer accepted by the server, and the patient ${action}`,
      asks: `the patient ${action}, with a report on file or on its way`,
    }[event.server as (typeof serverModes)[number] | 'asks'];
  },
};

export const back: QaAction = {
  type: 'qa.back',
  offers: (state) =>
    stepOnScreen(state) !== null &&
    !pageIs(state, 'personalInfo') &&
    accepts(state, 'onboarding', 'step.back') &&
    !state.view.facts.saving &&
    !removalAsked(state)
      ? [qaEvent('qa.back')]
      : [],
  perform: (step) => {
    const page = onboardingContext(step).page;
    step.send('onboarding', { type: 'step.back', values: formValues(step, page, false) });
  },
  when: () => 'the patient presses Back',
};

export const answerReport: QaAction = {
  type: 'qa.answerReport',
  offers: (state) =>
    pageIs(state, 'geneticReport') &&
    accepts(state, 'onboarding', 'report.answered') &&
    // "Delete your report?" covers the step while it is asked.
    !removalAsked(state)
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
};

/** "Delete your report?" (issue 23): the patient confirms, and the held "No" is saved. */
export const confirmRemoval: QaAction = {
  type: 'qa.confirmRemoval',
  offers: (state) =>
    removalAsked(state)
      ? serverModes.map((server) => qaEvent('qa.confirmRemoval', { server }))
      : [],
  perform: (step, event) => {
    setServerMode(step, event.server);
    step.send('onboarding', { type: 'report.removalConfirmed' });
  },
  when: (event) =>
    ({
      accepts: 'the patient presses "Delete report and continue"',
      fails:
        'the patient presses "Delete report and continue", and the server fails to save (HTTP 500)',
      refusesToken:
        'the patient\'s session is no longer accepted by the server, and the patient presses "Delete report and continue"',
    })[event.server as (typeof serverModes)[number]],
};

/** "Delete your report?": the patient keeps it; nothing is saved. */
export const keepReport: QaAction = {
  type: 'qa.keepReport',
  offers: (state) => (removalAsked(state) ? [qaEvent('qa.keepReport')] : []),
  perform: (step) => step.send('onboarding', { type: 'report.removalCancelled' }),
  when: () => 'the patient presses "Keep my report"',
};
