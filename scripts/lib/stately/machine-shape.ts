import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { literalParams } from './literal-params';

/**
 * What a statechart says, in a form two machines can be compared by: every state (type, initial,
 * description, entry/exit actions, invoked actors), every transition (source, event, targets,
 * guard with params, actions with params, description, whether it re-enters its source) and every
 * named delay with its value. Built from XState 5 state nodes, so targets are resolved by XState
 * itself, whichever way the config wrote them.
 */
export interface MachineShape {
  states: StateShape[];
  transitions: TransitionShape[];
  delays: Record<string, unknown>;
}

export interface StateShape {
  id: string;
  type: string;
  initial: string | null;
  description: string | null;
  entry: NamedShape[];
  exit: NamedShape[];
  invoke: { id: string; src: string }[];
}

export interface TransitionShape {
  source: string;
  event: string;
  targets: string[];
  guard: NamedShape | null;
  actions: NamedShape[];
  description: string | null;
  /** The source state is left and entered again (only meaningful when it targets itself or below). */
  reenters: boolean;
}

export interface NamedShape {
  type: string;
  params?: unknown;
}

/** Marks an action or guard written as a function in the config (it has no name to show). */
export const inlineImplementation = '(inline function)';

export function namedShape(item: unknown): NamedShape {
  if (typeof item === 'string') return { type: item };
  if (typeof item === 'function') return { type: inlineImplementation };
  if (item !== null && typeof item === 'object' && 'type' in item) {
    const { type, params } = item as { type: unknown; params?: unknown };
    const literal = literalParams(params);
    const empty =
      literal === undefined ||
      (typeof literal === 'object' && literal !== null && Object.keys(literal).length === 0);
    return empty ? { type: String(type) } : { type: String(type), params: literal };
  }
  return { type: String(item) };
}

function isWithin(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

function transitionShape(transition: AnyTransitionDefinition): TransitionShape {
  const targets = (transition.target ?? []) as AnyStateNode[];
  const source = transition.source as AnyStateNode;
  const description = (transition as { description?: string }).description;
  return {
    source: source.id,
    event: transition.eventType,
    targets: targets.map((target) => target.id),
    guard: transition.guard === undefined ? null : namedShape(transition.guard),
    actions: transition.actions.map(namedShape),
    description: description ?? null,
    reenters: transition.reenter && targets.some((target) => isWithin(target, source)),
  };
}

function stateShape(node: AnyStateNode): StateShape {
  const initial = node.type === 'compound' ? node.initial.target[0]?.id : undefined;
  return {
    id: node.id,
    type: node.type,
    initial: initial ?? null,
    description: node.description ?? null,
    entry: node.entry.map(namedShape),
    exit: node.exit.map(namedShape),
    invoke: node.invoke.map((invoke) => ({
      id: invoke.id,
      src: typeof invoke.src === 'string' ? invoke.src : inlineImplementation,
    })),
  };
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

/** Every transition of a node: `on`, `after`, invoke done/error, `onDone` and `always`. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** A delay's value: a number, or what a delay function gives for the machine's first context. */
export function delayValue(machine: AnyStateMachine, delay: unknown): unknown {
  if (typeof delay !== 'function') return delay;
  const context = machine.config.context;
  if (typeof context === 'function' || context === undefined) return '(computed at run time)';
  return delay({ context, event: { type: '' } });
}

export function shapeOf(machine: AnyStateMachine, delays: Record<string, unknown>): MachineShape {
  const nodes = allNodes(machine.root);
  return {
    states: nodes.map(stateShape),
    // Grouped by source and event, keeping the order of guarded branches within an event.
    transitions: nodes
      .flatMap(transitionsOf)
      .map(transitionShape)
      .map((shape, index) => ({ shape, index }))
      .sort(
        (a, b) =>
          a.shape.source.localeCompare(b.shape.source) ||
          a.shape.event.localeCompare(b.shape.event) ||
          a.index - b.index,
      )
      .map(({ shape }) => shape),
    delays: Object.fromEntries(
      Object.entries(delays).map(([name, delay]) => [name, delayValue(machine, delay)]),
    ),
  };
}

/** The shape of a running machine, with its named delays' values from its implementations. */
export function runningMachineShape(machine: AnyStateMachine): MachineShape {
  return shapeOf(machine, (machine.implementations.delays ?? {}) as Record<string, unknown>);
}
