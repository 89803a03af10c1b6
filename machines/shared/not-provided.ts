import type { AnyActorLogic } from 'xstate';

/**
 * Placeholder for an effect that src/ must supply with `.provide()`. Throwing keeps a missing
 * implementation loud instead of silently doing nothing.
 */
export function notProvided(name: string): never {
  throw new Error(`${name} is not provided: supply it with machine.provide() from src/`);
}

/**
 * Placeholder for a child machine that src/ must supply with `.provide()` (the browser loads the
 * signed-in machines apart from the sign-in page's). Typed as the machine it stands for, so the
 * parent's inputs, events and selectors stay checked, and named by that machine's root `id`, so
 * the catalogue and the diagrams still see which machine runs which; starting it unprovided throws.
 */
export function childNotProvided<TLogic extends AnyActorLogic>(machineId: string): TLogic {
  const fail = () => notProvided(machineId);
  const logic: AnyActorLogic = {
    transition: fail,
    getInitialSnapshot: fail,
    getPersistedSnapshot: fail,
  };
  const named: AnyActorLogic = Object.assign(logic, { id: machineId });
  return named as TLogic;
}
