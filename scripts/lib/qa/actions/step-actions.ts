import { type OnboardingStepId, stepById } from '@contract/onboarding/steps';
import { profileFields } from '@contract/profile/fields';
import { type AnswersPatch, answersOfStep, type UserProfile } from '@contract/profile/profile';
import { english } from '@i18n/english';
import { reportRemovalTexts } from '@/components/report-upload/report-removal-texts';
import { formLabels, formRows, shownValue } from '../gherkin/answers-table';
import { line, quoted, type StepLine } from '../gherkin/lines';
import { findMachine } from '../live-system';
import { isStep } from '../oracle/routing';
import { submitLabels } from '../oracle/screen-texts';
import { accepts, pageIs, type QaAction, type QaState, qaEvent, stateValueOf } from '../qa-types';
import type { StepContext } from '../step-context';
import { servedState, typicalAnswers, unservedState } from '../world';

const stepOnScreen = (state: QaState): OnboardingStepId | null => {
  const id = state.view.page?.id;
  // The wizard also runs behind Settings (issue 23 item 7): a step only on a step's page.
  return id && state.view.machines.onboarding && isStep(id) ? id : null;
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
      `the patient fills in ${quoted(english(profileFields.state.label))} with ${quoted(shownValue('state', event.state))}`,
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
  if (server === 'fails') step.failNext('saveAnswers');
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
  steps: (event, _, before) => {
    const id = event.step as OnboardingStepId;
    const server = serverLines(event.server);
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

/** What the server does to the save the patient's press sends, as Given lines. */
function serverLines(server: unknown): StepLine[] {
  if (server === 'fails') {
    return [line(`the server answers the next ${quoted(saveRequest)} with HTTP 500`)];
  }
  if (server === 'refusesToken') return [line('the session ends on the server')];
  // Accepted, or nothing sent yet ("Delete your report?" asks first).
  return [];
}

/**
 * Back is on every step's form but the first (src/features/onboarding/onboarding-host.tsx): it is
 * offered whatever the machine accepts, so a machine that lost a Back fails the oracle.
 */
export const back: QaAction = {
  type: 'qa.back',
  offers: (state) =>
    stepOnScreen(state) !== null &&
    !pageIs(state, 'personalInfo') &&
    !state.view.facts.saving &&
    // "Delete your report?" covers the step while it is asked.
    !removalAsked(state)
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
  steps: (event) => [
    line(
      `the patient fills in ${quoted(formLabels.hasGeneticReport ?? '')} with ${quoted(event.hasReport ? 'Yes' : 'No')}`,
    ),
  ],
};

/** The buttons of "Delete your report?", in the product's English words. */
const removalTexts = {
  confirm: english(reportRemovalTexts.onboarding.confirm),
  keep: english(reportRemovalTexts.onboarding.keep),
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
  steps: (event) => [
    ...serverLines(event.server),
    line(`the patient presses ${quoted(removalTexts.confirm)}`),
  ],
};

/** "Delete your report?": the patient keeps it; nothing is saved. */
export const keepReport: QaAction = {
  type: 'qa.keepReport',
  offers: (state) => (removalAsked(state) ? [qaEvent('qa.keepReport')] : []),
  perform: (step) => step.send('onboarding', { type: 'report.removalCancelled' }),
  when: () => 'the patient presses "Keep my report"',
  steps: () => [line(`the patient presses ${quoted(removalTexts.keep)}`)],
};
