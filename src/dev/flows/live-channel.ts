import type { StateValue } from 'xstate';

/** The same-origin channel the app (development builds) publishes its state on. */
export const flowsChannelName = 'herd-flows';

/** One running machine of the app: which machine, where in the actor tree, and its state. */
export interface LiveActor {
  machineId: string;
  /** Invoke ids from the root, e.g. "app/onboarding/upload". */
  path: string;
  value: StateValue;
  status: string;
}

/**
 * What a tab of the app publishes. Only state values, never context or event payloads: the
 * patient's answers, passwords and tokens never leave the app tab.
 */
export interface LiveSnapshot {
  type: 'snapshot';
  tabId: string;
  /** The address the app tab shows. */
  page: string;
  at: number;
  actors: LiveActor[];
  /** The type of the last event the app received (no payload). */
  lastEvent: string | null;
}

/** Sent by a viewer that opens, so that every app tab publishes at once. */
export interface HelloMessage {
  type: 'hello';
}

export type FlowsMessage = LiveSnapshot | HelloMessage;

/** The part of BroadcastChannel the viewer and the publisher use (tests pass a fake). */
export interface FlowsChannel {
  postMessage(message: FlowsMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FlowsMessage>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<FlowsMessage>) => void): void;
  close(): void;
}

export function openFlowsChannel(): FlowsChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(flowsChannelName);
  // Node (tests) keeps a process alive while a channel is open; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  return channel;
}
