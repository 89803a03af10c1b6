import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  createEmptyActor,
  type EventObject,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';

/** A stable name for a transition definition: source state, event, position. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(transition);
  if (alwaysIndex >= 0) return `${source.id} --always[${alwaysIndex}]`;
  const list = source.transitions.get(transition.eventType) ?? [];
  return `${source.id} --${transition.eventType}[${list.indexOf(transition)}]`;
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return nodes;
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const list of node.transitions.values()) {
      for (const transition of list) keys.push(transitionKey(transition));
    }
    for (const transition of node.always ?? []) keys.push(transitionKey(transition));
  }
  return keys;
}

export interface Coverage {
  statesVisited: Set<string>;
  transitionsTaken: Set<string>;
  stateTotal: number;
  transitionTotal: number;
}

export function emptyCoverage(machine: AnyStateMachine): Coverage {
  return {
    statesVisited: new Set(),
    transitionsTaken: new Set(),
    stateTotal: allStateNodes(machine).length,
    transitionTotal: allTransitionKeys(machine).length,
  };
}

export function missingStates(machine: AnyStateMachine, coverage: Coverage): string[] {
  return allStateNodes(machine)
    .map((node) => node.id)
    .filter((id) => !coverage.statesVisited.has(id));
}

export function missingTransitions(machine: AnyStateMachine, coverage: Coverage): string[] {
  return allTransitionKeys(machine).filter((key) => !coverage.transitionsTaken.has(key));
}

function nodeIdsOf(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.map((node: AnyStateNode) => node.id);
}

export interface ReplayResult {
  /** The snapshot after each event, in order. */
  snapshots: AnyMachineSnapshot[];
  error: unknown;
}

/**
 * Runs the events against a live actor (simulated clock, never advanced: timers are supplied as
 * their `xstate.after.*` events) and records every state entered and transition taken, including
 * eventless and raised ones, from the root actor's microsteps.
 */
export function replay(
  machine: AnyStateMachine,
  events: readonly EventObject[],
  coverage: Coverage,
  input?: unknown,
): ReplayResult {
  // The root actor (no parent); its first microsteps happen while it is being created.
  const record = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || (inspection.actorRef as AnyActorRef)._parent)
      return;
    for (const transition of inspection._transitions) {
      coverage.transitionsTaken.add(transitionKey(transition));
      // A passing state (left at once by an eventless transition) counts through its transition.
      coverage.statesVisited.add(transition.source.id);
    }
    for (const id of nodeIdsOf(inspection.snapshot as AnyMachineSnapshot)) {
      coverage.statesVisited.add(id);
    }
  };
  let error: unknown = null;
  const actor = createActor(machine, { input, clock: new SimulatedClock(), inspect: record });
  actor.subscribe({ error: (err) => (error = err) });
  const snapshots: AnyMachineSnapshot[] = [];
  actor.start();
  for (const id of nodeIdsOf(actor.getSnapshot())) coverage.statesVisited.add(id);
  for (const event of events) {
    actor.send(event);
    const snapshot = actor.getSnapshot();
    for (const id of nodeIdsOf(snapshot)) coverage.statesVisited.add(id);
    snapshots.push(snapshot);
  }
  actor.stop();
  return { snapshots, error };
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '100.0' : ((part / whole) * 100).toFixed(1);
}

export function coverageLine(name: string, coverage: Coverage): string {
  const states = coverage.statesVisited.size;
  const transitions = coverage.transitionsTaken.size;
  return `${name}: states visited ${states}/${coverage.stateTotal} (${percent(states, coverage.stateTotal)} %), transitions taken ${transitions}/${coverage.transitionTotal} (${percent(transitions, coverage.transitionTotal)} %)`;
}

/**
 * The transitions one event takes from a snapshot (eventless and raised ones included) and the
 * states it enters, computed without running effects.
 */
export function stepEffects(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): { transitions: string[]; states: string[] } {
  const transitions: string[] = [];
  const states: string[] = [];
  const self = createEmptyActor();
  const scope = {
    self,
    logger: () => {},
    id: '',
    sessionId: 'graph',
    defer: () => {},
    system: {
      ...self.system,
      _sendInspectionEvent: (inspection: InspectionEvent) => {
        if (inspection.type !== '@xstate.microstep') return;
        for (const transition of inspection._transitions)
          transitions.push(transitionKey(transition));
        states.push(...nodeIdsOf(inspection.snapshot as AnyMachineSnapshot));
      },
    },
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  machine.transition(snapshot, event, scope as unknown as Parameters<typeof machine.transition>[2]);
  return { transitions, states };
}
