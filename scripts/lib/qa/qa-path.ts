import type { Edge } from '../graph-traversal';
import { givenById } from './givens';
import type { Then } from './oracle/oracle';
import { actionOf, initialState, takeStep } from './qa-model';
import type { QaEvent, QaState } from './qa-types';

/** One step of a QA path: what happens, and what the patient must see after it. */
export interface QaStep {
  when: string;
  /** The step for tools (the e2e suite performs it in the browser). */
  event: QaEvent;
  then: Then;
}

/** A QA path, as `npm run paths -- --json` prints it. */
export interface QaPath {
  id: string;
  title: string;
  kind: 'journey' | 'dead-end';
  /** The machine whose behaviour the path is about. */
  machine: string;
  given: { id: string; text: string };
  steps: QaStep[];
}

export interface PathMeta {
  id: string;
  title: string;
  kind: QaPath['kind'];
  machine: string;
}

/**
 * A QA path from the steps a traversal found. The steps are run again from the Given: what a
 * step must show can depend on how its state was reached, and the traversal keeps one
 * snapshot per state.
 */
export function toQaPath(meta: PathMeta, given: string, edges: Edge[]): QaPath {
  const events = edges.map((edge) => edge.event);
  const states = replayPath({ given: { id: given }, steps: events.map((event) => ({ event })) });
  return {
    id: meta.id,
    title: meta.title,
    kind: meta.kind,
    machine: meta.machine,
    given: { id: given, text: givenById(given).text },
    steps: events.map((event, index) => ({
      when: actionOf(event.type).when(event),
      event,
      // biome-ignore lint/suspicious/noThenProperty: the QA path format names it "then" (Given / When / Then).
      then: states[index]?.shows as Then,
    })),
  };
}

/** Runs a path's steps on the live machines again (with the world and the oracle beside them). */
export function replayPath(path: {
  given: { id: string };
  steps: Array<{ event: QaEvent }>;
}): QaState[] {
  const states: QaState[] = [];
  let state = initialState(path.given.id);
  for (const step of path.steps) {
    state = takeStep(state, step.event);
    states.push(state);
  }
  return states;
}
