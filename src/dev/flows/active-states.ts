import type { StateValue } from 'xstate';
import type { FlowModel, FlowState } from './flow-model';

/** The ids of every active state (the root, regions, and the leaves) for a state value. */
export function activeStateIds(model: FlowModel, value: StateValue): Set<string> {
  const active = new Set<string>();
  const visit = (state: FlowState, part: StateValue | undefined) => {
    active.add(state.id);
    if (part === undefined) return;
    const children = state.childIds.map((id) => model.stateById.get(id)).filter(Boolean);
    const childByKey = new Map(children.map((child) => [child?.key, child as FlowState]));
    if (typeof part === 'string') {
      const child = childByKey.get(part);
      if (child) visit(child, undefined);
      return;
    }
    for (const [key, sub] of Object.entries(part)) {
      const child = childByKey.get(key);
      if (child) visit(child, sub);
    }
  };
  const root = model.stateById.get(model.rootId);
  if (root) visit(root, value);
  return active;
}

/** The innermost active states: what is "on screen" in each parallel region. */
export function activeLeaves(model: FlowModel, active: ReadonlySet<string>): FlowState[] {
  return model.states.filter(
    (state) => active.has(state.id) && !state.childIds.some((id) => active.has(id)),
  );
}
