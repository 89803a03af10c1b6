import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
// The diagrams' own labelling (one function for the Mermaid pages and this viewer).
import { type ArrowLabel, arrowLabel } from '../../../scripts/lib/diagrams/arrow-labels';
import { raisedEvents } from './raised-events';
import { type ToastText, toastsOf } from './toast-texts';
import { describeGuard, describeTrigger, type Trigger } from './transition-text';

export type StateKind = AnyStateNode['type'];

/** One state of a machine, as the viewer draws and explains it. */
export interface FlowState {
  id: string;
  key: string;
  parentId: string | null;
  kind: StateKind;
  description: string | null;
  /** The child entered first (compound states). */
  initialId: string | null;
  childIds: string[];
  /** Messages shown when the state is entered. */
  entryToasts: ToastText[];
  /** What runs while the state is active (server calls, child machines), by name. */
  invokes: string[];
}

/** One transition: what triggers it, under which condition, where it goes and what it says. */
export interface FlowTransition {
  id: string;
  sourceId: string;
  /** Empty when the transition stays in its state (it only does something). */
  targetIds: string[];
  /** The trigger in code words (kind, event type); the viewer shows `label`. */
  trigger: Trigger;
  /** The condition by its code name ("if isOutsideMichigan", "otherwise"), or null. */
  guard: string | null;
  /** What the arrow says, as on the Mermaid pages: the event and condition in plain words, and the messages. */
  label: ArrowLabel;
  /** Events this transition's actions raise, which the machine then takes at once ("saved"). */
  raises: string[];
  description: string | null;
  toasts: ToastText[];
  actions: string[];
  reenter: boolean;
}

export interface FlowModel {
  machineId: string;
  rootId: string;
  /** Every state, parents before children, in the order the machine declares them. */
  states: FlowState[];
  transitions: FlowTransition[];
  stateById: ReadonlyMap<string, FlowState>;
}

const actionsOf = (machine: AnyStateMachine) =>
  machine.implementations.actions as Record<string, unknown>;

type TransitionDefinition = NonNullable<AnyStateNode['always']>[number];

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action)
    return String((action as { type: unknown }).type);
  if (typeof action === 'function' && 'type' in action) return String(action.type);
  return 'inline action';
}

/** Each candidate list in declaration order: the event's transitions, then the eventless ones. */
function candidateLists(node: AnyStateNode): Array<[string, TransitionDefinition[]]> {
  const lists: Array<[string, TransitionDefinition[]]> = [...node.transitions.entries()];
  if (node.always?.length) lists.push(['', node.always]);
  return lists;
}

function transitionsOf(
  node: AnyStateNode,
  machine: AnyStateMachine,
  nextId: () => string,
): FlowTransition[] {
  return candidateLists(node).flatMap(([eventType, candidates]) =>
    candidates.map((definition, index) => {
      const guarded = candidates.slice(0, index).some((earlier) => earlier.guard !== undefined);
      return {
        id: nextId(),
        sourceId: node.id,
        targetIds: (definition.target ?? []).map((target) => target.id),
        trigger: describeTrigger(node, eventType, machine),
        guard: describeGuard(definition.guard, guarded),
        label: arrowLabel(definition as AnyTransitionDefinition),
        raises: raisedEvents(definition.actions, actionsOf(machine)),
        description: definition.description ?? null,
        toasts: toastsOf(definition.actions, actionsOf(machine)),
        actions: definition.actions.map(actionName),
        reenter: definition.reenter,
      };
    }),
  );
}

function stateOf(node: AnyStateNode, machine: AnyStateMachine): FlowState {
  const children = Object.values(node.states) as AnyStateNode[];
  return {
    id: node.id,
    key: node.key,
    parentId: node.parent?.id ?? null,
    kind: node.type,
    description: node.description ?? null,
    initialId: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
    childIds: children.map((child) => child.id),
    entryToasts: toastsOf(node.entry, actionsOf(machine)),
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
  };
}

/** The states and transitions of a machine, read from its live definition. */
export function flowModelOf(machine: AnyStateMachine): FlowModel {
  const states: FlowState[] = [];
  const transitions: FlowTransition[] = [];
  let count = 0;
  const nextId = () => `t${count++}`;
  const visit = (node: AnyStateNode) => {
    states.push(stateOf(node, machine));
    transitions.push(...transitionsOf(node, machine, nextId));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return {
    machineId: machine.id,
    rootId: machine.root.id,
    states,
    transitions,
    stateById: new Map(states.map((state) => [state.id, state])),
  };
}
