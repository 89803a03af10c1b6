import { type AnyStateMachine, createMachine, type MachineConfig } from 'xstate';
import type { FlowModel, FlowState } from './flow-model';

/** The event that takes one transition of the simulation, whatever its trigger was. */
export const takeEvent = (transitionId: string) => `flows.take.${transitionId}`;

type StateConfig = MachineConfig<Record<string, never>, { type: string }>;

/**
 * A twin of a machine for product owners to step through: the same states (same ids, so the
 * same state values) and the same transitions, but each transition is taken by its own event
 * and nothing else happens. Conditions, timers and server answers become choices the person
 * clicks; no effect runs (no server call, no storage, no toast, no child machine).
 */
export function simulationMachineOf(model: FlowModel): AnyStateMachine {
  const configOf = (state: FlowState): StateConfig => {
    const children = state.childIds.map((id) => model.stateById.get(id) as FlowState);
    const on = Object.fromEntries(
      model.transitions
        .filter((transition) => transition.sourceId === state.id)
        .map((transition) => [
          takeEvent(transition.id),
          transition.targetIds.length
            ? { target: transition.targetIds.map((id) => `#${id}`), reenter: transition.reenter }
            : {},
        ]),
    );
    const initial = state.initialId ? model.stateById.get(state.initialId)?.key : undefined;
    return {
      id: state.id,
      ...(state.kind === 'parallel' || state.kind === 'final' || state.kind === 'history'
        ? { type: state.kind }
        : {}),
      ...(initial ? { initial } : {}),
      ...(children.length
        ? { states: Object.fromEntries(children.map((child) => [child.key, configOf(child)])) }
        : {}),
      on,
    } as StateConfig;
  };
  const root = model.stateById.get(model.rootId) as FlowState;
  return createMachine(configOf(root));
}
