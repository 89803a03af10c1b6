import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateNode,
  createActor,
  type InspectionEvent,
} from 'xstate';
import { machineIdOf } from '../graph-coverage';
import { inertAppMachine } from '../graph-inert-machines';

/**
 * The whole app as one running actor system (root machine and every child), with inert effects.
 * The QA model forks it for every step: a step restores the system from a persisted snapshot,
 * sends events, and persists it again, so the same state can be continued in many ways.
 */

export interface MachineActor {
  ref: AnyActorRef;
  /** The machine's id in the catalogue (app, signIn, onboarding, upload...). */
  machineId: string;
  snapshot: AnyMachineSnapshot;
}

/** A request in flight: a promise actor invoked by a machine. */
export interface PendingRequest {
  owner: AnyActorRef;
  childId: string;
  src: string;
  input: unknown;
}

/** A timer of a state that is active now (`after`), fired by sending its event to its owner. */
export interface PendingTimer {
  owner: AnyActorRef;
  machineId: string;
  eventType: string;
  delay: string | number;
}

export function startSystem(
  input: unknown,
  persisted: unknown,
  inspect: (event: InspectionEvent) => void,
): AnyActorRef {
  const options = {
    input: input as never,
    inspect,
    ...(persisted ? { snapshot: persisted as never } : {}),
  };
  const actor = createActor(inertAppMachine, options);
  actor.start();
  return actor as AnyActorRef;
}

/** Actor sources that are callback actors (their events are sent by the model), not requests. */
const callbackSources = new Set(['loadBookingEmbed']);

/** Every running machine actor of the system, root first. */
export function machineActors(root: AnyActorRef): MachineActor[] {
  const found: MachineActor[] = [];
  const walk = (ref: AnyActorRef) => {
    const machineId = machineIdOf(ref);
    if (!machineId) return;
    const snapshot = ref.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status !== 'active') return;
    found.push({ ref, machineId, snapshot });
    for (const child of Object.values(snapshot.children ?? {})) {
      if (child) walk(child as AnyActorRef);
    }
  };
  walk(root);
  return found;
}

export function findMachine(root: AnyActorRef, machineId: string): MachineActor | undefined {
  return machineActors(root).find((actor) => actor.machineId === machineId);
}

/** Promise actors still running under any machine of the system. */
export function pendingRequests(root: AnyActorRef): PendingRequest[] {
  const requests: PendingRequest[] = [];
  for (const { ref, snapshot } of machineActors(root)) {
    for (const child of Object.values(snapshot.children ?? {}) as AnyActorRef[]) {
      if (!child || machineIdOf(child)) continue;
      const state = child.getSnapshot() as { status?: string; input?: unknown };
      const src = (child as { src?: unknown }).src;
      if (state.status !== 'active' || typeof src !== 'string') continue;
      // Callback actors (the booking embed loader) are not requests.
      if (callbackSources.has(src)) continue;
      requests.push({ owner: ref, childId: child.id, src, input: state.input });
    }
  }
  return requests;
}

/** Timers of the active states of every machine (the model fires them by sending the event). */
export function pendingTimers(root: AnyActorRef): PendingTimer[] {
  const timers: PendingTimer[] = [];
  for (const { ref, machineId, snapshot } of machineActors(root)) {
    for (const node of snapshot._nodes as AnyStateNode[]) {
      for (const transition of node.after ?? []) {
        const delay = (transition as { delay?: string | number }).delay ?? 0;
        if (timers.some((t) => t.owner === ref && t.eventType === transition.eventType)) continue;
        timers.push({ owner: ref, machineId, eventType: transition.eventType, delay });
      }
    }
  }
  return timers;
}

/** Event types the active states of a machine react to (its own transitions). */
export function acceptedEvents(snapshot: AnyMachineSnapshot): Set<string> {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const type of node.transitions.keys()) types.add(type);
  }
  return types;
}

export function sendTo(root: AnyActorRef, machineId: string, event: AnyEventObject): boolean {
  const target = findMachine(root, machineId);
  if (!target) return false;
  target.ref.send(event);
  return true;
}
