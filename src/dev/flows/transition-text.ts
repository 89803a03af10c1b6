import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type TriggerKind = 'event' | 'done' | 'error' | 'after' | 'always' | 'finished';

/** What makes a transition happen, in words. */
export interface Trigger {
  kind: TriggerKind;
  /** The machine's own event type ('' for eventless transitions). */
  eventType: string;
  text: string;
}

const doneActor = 'xstate.done.actor.';
const errorActor = 'xstate.error.actor.';
const doneState = 'xstate.done.state.';
const afterPrefix = 'xstate.after.';

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  return `${seconds.toLocaleString('en-US', { maximumFractionDigits: 1 })} s`;
}

interface Invoked {
  name: string;
  isMachine: boolean;
}

function invoked(node: AnyStateNode, invokeId: string, machine: AnyStateMachine): Invoked {
  const invoke = node.invoke.find((candidate) => candidate.id === invokeId);
  if (!invoke) return { name: invokeId, isMachine: false };
  const logic =
    typeof invoke.src === 'string'
      ? (machine.implementations.actors as Record<string, unknown>)[invoke.src]
      : invoke.src;
  const name = typeof invoke.src === 'string' ? invoke.src : invoke.id;
  return { name, isMachine: typeof logic === 'object' && logic !== null && 'root' in logic };
}

function delayText(node: AnyStateNode, eventType: string, machine: AnyStateMachine): string {
  const delayed = node.after.find((candidate) => candidate.eventType === eventType);
  const delay = delayed?.delay;
  if (typeof delay === 'number') return `after ${formatDuration(delay)}`;
  if (typeof delay !== 'string') return 'after a delay';
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? `after ${formatDuration(value)} (${delay})` : `after ${delay}`;
}

export function describeTrigger(
  node: AnyStateNode,
  eventType: string,
  machine: AnyStateMachine,
): Trigger {
  if (eventType === '') return { kind: 'always', eventType, text: 'at once' };
  if (eventType.startsWith(doneActor)) {
    const { name, isMachine } = invoked(node, eventType.slice(doneActor.length), machine);
    return { kind: 'done', eventType, text: `${name} ${isMachine ? 'finishes' : 'succeeds'}` };
  }
  if (eventType.startsWith(errorActor)) {
    const { name } = invoked(node, eventType.slice(errorActor.length), machine);
    return { kind: 'error', eventType, text: `${name} fails` };
  }
  if (eventType.startsWith(doneState)) return { kind: 'finished', eventType, text: 'when done' };
  if (eventType.startsWith(afterPrefix))
    return { kind: 'after', eventType, text: delayText(node, eventType, machine) };
  return { kind: 'event', eventType, text: eventType };
}

function paramsText(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  const entries = Object.entries(params).map(([key, value]) => `${key}: ${String(value)}`);
  return entries.length ? ` (${entries.join(', ')})` : '';
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return `${String(type)}${paramsText(params)}`;
  }
  if (typeof guard === 'function') {
    const { type, guards } = guard as unknown as { type?: string; guards?: unknown[] };
    const parts = (guards ?? []).map(guardName);
    if (type === 'xstate.not') return `not ${parts[0] ?? 'a condition'}`;
    if (type === 'xstate.and') return parts.join(' and ');
    if (type === 'xstate.or') return parts.join(' or ');
  }
  return 'a condition';
}

/**
 * The condition in words: "if <guard name>", or "otherwise" for the unguarded fallback after
 * guarded alternatives of the same event.
 */
export function describeGuard(guard: unknown, afterGuardedAlternatives: boolean): string | null {
  if (guard === undefined) return afterGuardedAlternatives ? 'otherwise' : null;
  return `if ${guardName(guard)}`;
}
