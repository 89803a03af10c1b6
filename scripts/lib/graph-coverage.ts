import { machineCatalogue } from '@machines/catalogue';
import type { AnyActorRef, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A stable name for a transition definition: source state, event, position. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const alwaysIndex = (source.always ?? []).indexOf(transition);
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

/** What the walked paths reached in one machine of the catalogue. */
export interface MachineCoverage {
  id: string;
  machine: AnyStateMachine;
  statesVisited: Set<string>;
  transitionsTaken: Set<string>;
}

/** Coverage of every machine of the catalogue, by machine id. */
export type Coverage = Map<string, MachineCoverage>;

export function emptyCoverage(): Coverage {
  return new Map(
    machineCatalogue.map((entry) => [
      entry.id,
      {
        id: entry.id,
        machine: entry.machine,
        statesVisited: new Set<string>(),
        transitionsTaken: new Set<string>(),
      },
    ]),
  );
}

/** The catalogue id of a running machine actor (its machine's id), or null for other actors. */
export function machineIdOf(actor: AnyActorRef): string | null {
  const logic = (actor as { logic?: { id?: unknown; root?: unknown } }).logic;
  return logic && typeof logic.id === 'string' && logic.root ? logic.id : null;
}

export function mergeCoverage(into: Coverage, from: Coverage): void {
  for (const [id, entry] of from) {
    const target = into.get(id);
    if (!target) continue;
    for (const state of entry.statesVisited) target.statesVisited.add(state);
    for (const key of entry.transitionsTaken) target.transitionsTaken.add(key);
  }
}

export function missingStates(entry: MachineCoverage): string[] {
  return allStateNodes(entry.machine)
    .map((node) => node.id)
    .filter((id) => !entry.statesVisited.has(id));
}

export function missingTransitions(entry: MachineCoverage): string[] {
  return allTransitionKeys(entry.machine).filter((key) => !entry.transitionsTaken.has(key));
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '100.0' : ((part / whole) * 100).toFixed(1);
}

/** "signIn: states visited 12/12 (100.0 %), transitions taken 20/20 (100.0 %)". */
export function coverageLine(entry: MachineCoverage): string {
  const stateTotal = allStateNodes(entry.machine).length;
  const transitionTotal = allTransitionKeys(entry.machine).length;
  const states = stateTotal - missingStates(entry).length;
  const transitions = transitionTotal - missingTransitions(entry).length;
  return `${entry.id}: states visited ${states}/${stateTotal} (${percent(states, stateTotal)} %), transitions taken ${transitions}/${transitionTotal} (${percent(transitions, transitionTotal)} %)`;
}
