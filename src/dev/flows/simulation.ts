import { type AnyStateMachine, createActor, type StateValue } from 'xstate';
import { takeEvent } from './simulation-machine';

export interface SimulationState {
  /** Where the simulation started: the machine's initial state (null) or a state of the app. */
  from: StateValue | null;
  /** The transitions clicked so far, in order. */
  taken: string[];
}

export interface SimulationSnapshot {
  value: StateValue;
  /** The machine reached a final state: nothing more can happen. */
  finished: boolean;
}

export const startOfSimulation: SimulationState = { from: null, taken: [] };

/** Runs the simulated actor from its start through every clicked transition. */
export function runSimulation(
  machine: AnyStateMachine,
  state: SimulationState,
): SimulationSnapshot {
  const snapshot =
    state.from === null
      ? undefined
      : machine.getPersistedSnapshot(machine.resolveState({ value: state.from, context: {} }));
  const actor = createActor(machine, snapshot ? { snapshot } : undefined);
  actor.start();
  for (const id of state.taken) actor.send({ type: takeEvent(id) });
  const { value, status } = actor.getSnapshot();
  actor.stop();
  return { value, finished: status === 'done' };
}
