import { activeLeaves } from './active-states';
import type { FlowModel } from './flow-model';
import { panelStyles as s } from './panel-styles';
import { StateDetails } from './state-details';
import { StepsSection } from './steps-section';
import { TransitionChoice } from './transition-choice';

export interface FlowPanelProps {
  model: FlowModel;
  active: ReadonlySet<string>;
  enabled: ReadonlySet<string>;
  finished: boolean;
  selectedStateId: string | null;
  /** Present while simulating: the steps taken and how to take, undo or restart them. */
  simulation?: {
    taken: string[];
    onTake: (id: string) => void;
    onUndo: () => void;
    onRestart: () => void;
  };
  /** Shown instead of the current state when there is nothing to show (not running). */
  emptyNote?: string;
}

/** Beside the diagram: the current state in words, what can happen now, and the steps so far. */
export function FlowPanel({
  model,
  active,
  enabled,
  finished,
  selectedStateId,
  simulation,
  emptyNote,
}: FlowPanelProps) {
  const leaves = activeLeaves(model, active);
  const choices = model.transitions.filter((transition) => enabled.has(transition.id));
  const selected = selectedStateId ? model.stateById.get(selectedStateId) : undefined;
  return (
    <>
      <section className={s.section} aria-labelledby="flows-now">
        <h2 id="flows-now" className={s.heading}>
          Now
        </h2>
        {emptyNote && active.size === 0 ? (
          <p className={s.muted}>{emptyNote}</p>
        ) : (
          leaves.map((state) => <StateDetails key={state.id} model={model} state={state} />)
        )}
      </section>
      <section className={s.section} aria-labelledby="flows-next">
        <h2 id="flows-next" className={s.heading}>
          What can happen now
        </h2>
        {finished && <p className={s.muted}>The machine has finished: nothing more happens.</p>}
        {!finished && choices.length === 0 && active.size > 0 && (
          <p className={s.muted}>Nothing: this state waits for nothing.</p>
        )}
        <ul className={s.list}>
          {choices.map((transition) => (
            <TransitionChoice
              key={transition.id}
              model={model}
              transition={transition}
              onTake={simulation?.onTake}
            />
          ))}
        </ul>
      </section>
      {selected && (
        <section className={s.section} aria-labelledby="flows-selected">
          <h2 id="flows-selected" className={s.heading}>
            Selected state
          </h2>
          <StateDetails model={model} state={selected} />
        </section>
      )}
      {simulation && <StepsSection model={model} {...simulation} />}
    </>
  );
}
