import type { Edge } from '../graph-traversal';
import { givenById } from './givens';
import { actionOf, initialState, takeStep } from './qa-model';
import type { Then } from './oracle/oracle';
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

export function toQaPath(meta: PathMeta, given: string, edges: Edge[]): QaPath {
  return {
    ...meta,
    given: { id: given, text: givenById(given).text },
    steps: edges.map((edge) => ({
      when: actionOf(edge.event.type).when(edge.event),
      event: edge.event,
      then: edge.state.then as Then,
    })),
  };
}

/** Runs a path's steps on the live machines again (with the world and the oracle beside them). */
export function replayPath(path: Pick<QaPath, 'given' | 'steps'>): QaState[] {
  const states: QaState[] = [];
  let state = initialState(path.given.id);
  for (const step of path.steps) {
    state = takeStep(state, step.event);
    states.push(state);
  }
  return states;
}
