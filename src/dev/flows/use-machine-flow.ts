import type { CatalogueEntry } from '@machines/catalogue';
import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds } from './active-states';
import { type FlowModel, flowModelOf } from './flow-model';
import type { LiveActor } from './live-channel';
import { runSimulation, type SimulationState } from './simulation';
import { simulationMachineOf } from './simulation-machine';

export type ViewerMode = 'simulate' | 'follow';

const models = new WeakMap<AnyStateMachine, { model: FlowModel; simulation: AnyStateMachine }>();

/** The viewer's model of a machine and the simulated twin, built once per machine. */
export function machineFlowOf(machine: AnyStateMachine) {
  let known = models.get(machine);
  if (!known) {
    const model = flowModelOf(machine);
    known = { model, simulation: simulationMachineOf(model) };
    models.set(machine, known);
  }
  return known;
}

export interface MachineFlow {
  model: FlowModel;
  active: Set<string>;
  /** The transitions that can happen from the active states. */
  enabled: Set<string>;
  finished: boolean;
  /** The running instances of this machine in the followed app tab. */
  liveActors: LiveActor[];
}

/** What to highlight: the simulation's state, or the followed app's running instances. */
export function useMachineFlow(
  entry: CatalogueEntry,
  mode: ViewerMode,
  simulation: SimulationState,
  live: LiveActor[],
): MachineFlow {
  const { model, simulation: twin } = machineFlowOf(entry.machine);
  const simulated = useMemo(() => runSimulation(twin, simulation), [twin, simulation]);
  const liveActors = useMemo(
    () => live.filter((actor) => actor.machineId === model.machineId),
    [live, model],
  );
  return useMemo(() => {
    const following = mode === 'follow';
    const active = following
      ? new Set(liveActors.flatMap((actor) => [...activeStateIds(model, actor.value)]))
      : activeStateIds(model, simulated.value);
    const finished = following
      ? liveActors.length > 0 && liveActors.every((actor) => actor.status === 'done')
      : simulated.finished;
    const lastTaken = following ? undefined : simulation.taken.at(-1);
    const missed = missedFollowUps(model, lastTaken);
    const enabled = finished
      ? new Set<string>()
      : new Set(
          model.transitions
            .filter((t) => active.has(t.sourceId) && !missed.has(t.trigger.eventType))
            .map((t) => t.id),
        );
    return { model, active, enabled, finished, liveActors };
  }, [mode, model, simulated, simulation, liveActors]);
}

/**
 * The events the other outcomes of the last step would have raised and it did not: after a
 * save that ended "not stored", no "saved" is offered as if it had been stored.
 */
export function missedFollowUps(model: FlowModel, lastTaken: string | undefined): Set<string> {
  const last = model.transitions.find((transition) => transition.id === lastTaken);
  if (!last) return new Set();
  const others = model.transitions.filter(
    (transition) => transition.sourceId === last.sourceId && transition !== last,
  );
  return new Set(
    others.flatMap((other) => other.raises).filter((type) => !last.raises.includes(type)),
  );
}
