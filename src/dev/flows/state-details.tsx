import type { FlowModel, FlowState } from './flow-model';
import { panelStyles as s } from './panel-styles';
import { ToastList } from './toast-list';

/** "app › signedIn › area": where a state sits in its machine. */
export function statePath(model: FlowModel, state: FlowState): string {
  const keys: string[] = [];
  for (
    let at: FlowState | undefined = state;
    at;
    at = at.parentId ? model.stateById.get(at.parentId) : undefined
  )
    keys.unshift(at.key);
  return keys.join(' › ');
}

/** A state's name, place, description, messages on entry and what runs while it is active. */
export function StateDetails({ model, state }: { model: FlowModel; state: FlowState }) {
  return (
    <div className={s.card} data-testid="state-details">
      <span className={s.stateName}>{state.key}</span>
      <span className={s.path}>{statePath(model, state)}</span>
      <p className={state.description ? s.text : s.muted}>
        {state.description ?? 'No description.'}
      </p>
      {state.invokes.length > 0 && (
        <p className={s.muted}>While here: {state.invokes.join(', ')} runs.</p>
      )}
      <ToastList toasts={state.entryToasts} lead="On entry shows" />
    </div>
  );
}
