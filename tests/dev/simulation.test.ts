import { machineCatalogue } from '@machines/catalogue';
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { activeLeaves, activeStateIds } from '@/dev/flows/active-states';
import type { FlowModel, FlowState } from '@/dev/flows/flow-model';
import { runSimulation, startOfSimulation } from '@/dev/flows/simulation';
import { machineFlowOf } from '@/dev/flows/use-machine-flow';

/** A (partial) state value that makes `state` active; the rest is completed with initials. */
function valueReaching(model: FlowModel, state: FlowState): StateValue | null {
  const keys: string[] = [];
  for (let at: FlowState | undefined = state; at?.parentId; at = model.stateById.get(at.parentId))
    keys.unshift(at.key);
  if (keys.length === 0) return null;
  return keys.reduceRight<StateValue>((inner, key) => ({ [key]: inner }), {}) as StateValue;
}

describe('simulated twin of each machine', () => {
  it.each(machineCatalogue.map((entry) => [entry.id, entry.machine] as const))(
    '%s: every transition, clicked where its source is active, makes its targets active',
    (_, machine) => {
      const { model, simulation } = machineFlowOf(machine);
      for (const transition of model.transitions) {
        const source = model.stateById.get(transition.sourceId) as FlowState;
        const from = valueReaching(model, source);
        const before = runSimulation(simulation, { from, taken: [] });
        expect(activeStateIds(model, before.value).has(source.id)).toBe(true);
        const after = runSimulation(simulation, { from, taken: [transition.id] });
        const active = activeStateIds(model, after.value);
        if (transition.targetIds.length === 0) expect(after.value).toEqual(before.value);
        for (const target of transition.targetIds) expect(active.has(target)).toBe(true);
      }
    },
  );

  it('starts where the machine starts and stops at a final state', () => {
    const onboarding = machineCatalogue.find((entry) => entry.id === 'onboarding');
    const { model, simulation } = machineFlowOf(onboarding?.machine as never);
    const start = runSimulation(simulation, startOfSimulation);
    expect(start.value).toEqual({ active: { page: 'resuming', save: 'idle' } });
    const finish = model.transitions.find((t) => t.targetIds.includes('onboarding.done'));
    const done = runSimulation(simulation, {
      from: { active: { page: 'bookAppointment', save: 'idle' } },
      taken: [finish?.id as string],
    });
    expect(done).toEqual({ value: 'done', finished: true });
  });

  it('a transition back into its own state starts it over (a newer toast restarts the close timer)', () => {
    const toast = machineCatalogue.find((entry) => entry.id === 'toast');
    const { model, simulation } = machineFlowOf(toast?.machine as never);
    const newer = model.transitions.find(
      (t) => t.sourceId === 'toast.display.visible' && t.trigger.text === 'toast.show',
    );
    expect(newer?.reenter).toBe(true);
    const after = runSimulation(simulation, {
      from: { display: { visible: 'paused' }, cleanup: 'idle' },
      taken: [newer?.id as string],
    });
    expect(after.value).toEqual({ display: { visible: 'counting' }, cleanup: 'idle' });
  });

  it('names the innermost active state of each parallel region', () => {
    const toast = machineCatalogue.find((entry) => entry.id === 'toast');
    const { model } = machineFlowOf(toast?.machine as never);
    const active = activeStateIds(model, { display: { visible: 'paused' }, cleanup: 'waiting' });
    expect(activeLeaves(model, active).map((state) => state.id)).toEqual([
      'toast.display.visible.paused',
      'toast.cleanup.waiting',
    ]);
  });
});
