import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { type Coverage, emptyCoverage, replay, stepEffects } from './graph-coverage';

/** Everything the traversal needs to know about one machine. */
export interface GraphModel {
  name: string;
  /** The machine with inert effects (actors never settle, actions do nothing). */
  machine: AnyStateMachine;
  /** Each input starts its own traversal (for machines whose start depends on input). */
  inputs: unknown[];
  /** Concrete events (with payloads) to try from a snapshot. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Identifies a state for the traversal: state value plus whatever guards read. */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

export type Path = StatePath<AnyMachineSnapshot, EventObject>;

/** A path plus the input the actor starts with. */
export interface ModelPath {
  input: unknown;
  path: Path;
}

/** Event types the active state nodes react to (their own transitions, done/error/after included). */
export function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const type of node.transitions.keys()) types.add(type);
  }
  return [...types];
}

/** Maps an invoke id (as used in xstate.done.actor.<id>) to the actor source name. */
export function invokeSources(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (node: AnyStateNode) => {
    for (const definition of node.invoke) {
      if (typeof definition.src === 'string') sources.set(definition.id, definition.src);
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return sources;
}

function traversalOptions(model: GraphModel, input: unknown) {
  return {
    input,
    events: model.events,
    serializeState: (snapshot: AnyMachineSnapshot) => model.serializeState(snapshot),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
    limit: 200_000,
  };
}

export function shortestPaths(model: GraphModel): ModelPath[] {
  return model.inputs.flatMap((input) =>
    getShortestPaths(model.machine, traversalOptions(model, input)).map((path) => ({
      input,
      path,
    })),
  );
}

/**
 * Paths that together take every reachable transition: the shortest path to every state, plus,
 * for every edge of the state graph whose transition is not yet taken, that path extended by the
 * edge's event. Coverage is measured on a live actor while the paths are chosen.
 */
export function coveringPaths(model: GraphModel): { paths: ModelPath[]; coverage: Coverage } {
  const coverage = emptyCoverage(model.machine);
  const paths: ModelPath[] = [];
  for (const input of model.inputs) {
    const options = traversalOptions(model, input);
    const byKey = new Map<string, Path>();
    for (const path of getShortestPaths(model.machine, options)) {
      byKey.set(model.serializeState(path.state), path);
      replay(model.machine, eventsOf(path), coverage, input);
      paths.push({ input, path });
    }
    const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(
      model.machine,
      options,
    );
    for (const [stateKey, value] of Object.entries(adjacency)) {
      const base = byKey.get(stateKey);
      if (!base) continue;
      const edges: Array<{ event: EventObject; state: AnyMachineSnapshot }> = Object.values(
        value.transitions,
      );
      for (const { event, state } of edges) {
        const effects = stepEffects(model.machine, value.state, event);
        const isNew =
          effects.transitions.some((key) => !coverage.transitionsTaken.has(key)) ||
          effects.states.some((id) => !coverage.statesVisited.has(id));
        if (!isNew) continue;
        const extended: Path = {
          state,
          steps: [...base.steps, { event, state }],
          weight: base.weight + 1,
        };
        replay(model.machine, eventsOf(extended), coverage, input);
        paths.push({ input, path: extended });
      }
    }
  }
  return { paths, coverage };
}

/** The events to send for a path (step 0, `xstate.init`, is the actor's start). */
export function eventsOf(path: Path): EventObject[] {
  return path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
}
