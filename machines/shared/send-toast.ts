import type { AnyActorRef } from 'xstate';

/** Toasts go to the toast actor registered in the system under this id. */
export const toastSystemId = 'toast';

/**
 * Resolves the toast actor. Outside a full app system (a machine tested alone) the event goes
 * back to the sender, which ignores it, instead of failing.
 */
export function toastActor({
  system,
  self,
}: {
  system: { get: (id: string) => AnyActorRef | undefined };
  self: AnyActorRef;
}): AnyActorRef {
  return system.get(toastSystemId) ?? self;
}
