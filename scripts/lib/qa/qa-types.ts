import type { StepLine } from './gherkin/lines';
import type { Scenario } from './gherkin/scenario';
import type { Expected } from './oracle/expected';
import type { Then } from './oracle/oracle';
import type { StepContext, StepRecord } from './step-context';
import type { View } from './view';
import type { World } from './world';

/** One step a QA engineer (or the e2e suite) takes: a user action, or something that happens. */
export interface QaEvent {
  type: `qa.${string}`;
  [param: string]: string | number | boolean;
}

/** A state of the QA model: the persisted app system, the world around it, and what it shows. */
export interface QaState {
  status: 'active';
  output: undefined;
  error: undefined;
  /** The precondition the path started from. */
  given: string;
  /** The app system, persisted; null while the browser is not open yet. */
  persisted: unknown;
  world: World;
  view: View;
  /** What the step that led here did. */
  last: StepRecord | null;
  /** What the oracle expects the patient to see now, and what the last step must show. */
  expected: Expected;
  shows: Then | null;
  /** Where the live machines disagreed with the oracle in the last step. */
  mismatches: string[];
  /** The id of a known defect the last step ran into: the path is not offered to QA. */
  withheld: string | null;
  /** Steps taken since the start, and the last one (not part of the state's identity). */
  depth: number;
  event: QaEvent | null;
  /** Every step since the start (not part of the state's identity either). */
  history: QaEvent[];
  /** A machine-level step was taken: the oracle no longer follows (model-based test only). */
  machineLevel: boolean;
}

/** One kind of step of the catalogue. */
export interface QaAction {
  type: QaEvent['type'];
  /** The steps of this kind that can be taken in a state (with their parameters). */
  offers(state: QaState): QaEvent[];
  /** Performs the step on the live system. */
  perform(step: StepContext, event: QaEvent, state: QaState): void;
  /** The step in words ("the patient presses Next on Medical History"). */
  when(event: QaEvent): string;
  /**
   * The step as generic Gherkin steps with the data a person needs (fill in, choose, press,
   * upload, the server answers...), from the state before it: the steps the BDD run performs.
   */
  steps(event: QaEvent, scenario: Scenario, before: QaState): StepLine[];
}

export const qaEvent = (type: QaEvent['type'], params: Omit<QaEvent, 'type'> = {}): QaEvent =>
  ({ type, ...params }) as QaEvent;

/** The page shown, if any. */
export const pageIs = (state: QaState, ...ids: string[]): boolean =>
  state.view.page !== null && ids.includes(state.view.page.id);

/** A dialog covers the page ("Please sign in again", deleting the account, scheduling). */
export const dialogOpen = (state: QaState): boolean => {
  const screen = state.view.screen;
  return Boolean(
    screen &&
      (screen.signInAgain ||
        screen.deletion !== 'idle' ||
        screen.reportDeletion !== 'idle' ||
        screen.leaveAsked ||
        screen.scheduling),
  );
};

/** Whether a running machine's active states accept an event type. */
export const accepts = (state: QaState, machineId: string, type: string): boolean =>
  state.view.machines[machineId]?.accepts.includes(type) ?? false;

export const stateValueOf = (state: QaState, machineId: string): unknown =>
  state.view.machines[machineId]?.value;
