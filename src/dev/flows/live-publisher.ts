import type { AnyActorRef, InspectionEvent } from 'xstate';
import {
  type FlowsChannel,
  type FlowsMessage,
  type LiveActor,
  openFlowsChannel,
} from './live-channel';

interface MachineLike {
  id: string;
  root: unknown;
}

const machineOf = (actor: AnyActorRef): MachineLike | null => {
  const logic = (actor as { logic?: unknown }).logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic
    ? (logic as MachineLike)
    : null;
};

/** Every running machine under the root, with its state value (nothing else). */
export function liveActorsOf(root: AnyActorRef): LiveActor[] {
  const found: LiveActor[] = [];
  const visit = (actor: AnyActorRef, path: string) => {
    const machine = machineOf(actor);
    if (!machine) return;
    const snapshot = actor.getSnapshot() as {
      value: LiveActor['value'];
      status: string;
      children?: Record<string, AnyActorRef | undefined>;
    };
    found.push({ machineId: machine.id, path, value: snapshot.value, status: snapshot.status });
    for (const [id, child] of Object.entries(snapshot.children ?? {}))
      if (child) visit(child, `${path}/${id}`);
  };
  visit(root, machineOf(root)?.id ?? 'root');
  return found;
}

/** Start and stop of an actor: not something the app did. */
const silentEvents = new Set(['xstate.init', 'xstate.stop']);

export interface FlowsPublisher {
  inspect: (event: InspectionEvent) => void;
}

interface PublisherOptions {
  channel?: FlowsChannel | null;
  /** The address of the tab; the viewer's own tab (/dev/...) does not publish. */
  page?: () => string;
  schedule?: (publish: () => void) => void;
}

/**
 * Development builds only (app.tsx): publishes the running app's machine states on a
 * BroadcastChannel so the flow viewer (/dev/flows) in another tab can highlight them.
 */
export function createFlowsPublisher({
  channel = openFlowsChannel(),
  page = () => window.location.pathname,
  schedule = (publish) => setTimeout(publish, 0),
}: PublisherOptions = {}): FlowsPublisher {
  const tabId = Math.random().toString(36).slice(2);
  // React's strict mode may create an actor system and drop it: publish the one last active.
  const roots = new Map<string, AnyActorRef>();
  let root: AnyActorRef | null = null;
  let lastEvent: string | null = null;
  let pending = false;
  const publish = () => {
    pending = false;
    if (!channel || !root || page().startsWith('/dev/')) return;
    const message: FlowsMessage = {
      type: 'snapshot',
      tabId,
      page: page(),
      at: Date.now(),
      actors: liveActorsOf(root),
      lastEvent,
    };
    channel.postMessage(message);
  };
  channel?.addEventListener('message', (event) => {
    if (event.data?.type === 'hello') publish();
  });
  return {
    inspect: (event) => {
      const actor = event.actorRef as AnyActorRef;
      if (event.type === '@xstate.actor' && actor.sessionId === event.rootId)
        roots.set(event.rootId, actor);
      root = roots.get(event.rootId) ?? root;
      if (event.type === '@xstate.event' && machineOf(actor) && !silentEvents.has(event.event.type))
        lastEvent = event.event.type;
      if (event.type !== '@xstate.snapshot' || pending) return;
      pending = true;
      schedule(publish);
    },
  };
}
