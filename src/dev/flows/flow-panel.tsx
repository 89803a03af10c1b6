import { Button } from '@/ui';
import { activeLeaves } from './active-states';
import type { FlowModel } from './flow-model';
import { panelStyles as s } from './panel-styles';
import { StateDetails } from './state-details';
import { TransitionChoice } from './transition-choice';
import { transitionSentence } from './transition-sentence';

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
  const transitionById = new Map(model.transitions.map((t) => [t.id, t]));
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
      {simulation && (
        <section className={s.section} aria-labelledby="flows-steps">
          <h2 id="flows-steps" className={s.heading}>
            Steps so far
          </h2>
          {simulation.taken.length === 0 ? (
            <p className={s.muted}>None yet: the machine is where it starts.</p>
          ) : (
            <ol className={s.list} aria-label="Steps taken">
              {simulation.taken.map((id, index) => {
                const transition = transitionById.get(id);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same step can repeat
                  <li key={index} className={s.text}>
                    {index + 1}. {transition ? transitionSentence(model, transition) : id}
                  </li>
                );
              })}
            </ol>
          )}
          <div className={s.row}>
            <Button
              size="sm"
              variant="outline"
              onClick={simulation.onUndo}
              disabled={simulation.taken.length === 0}
            >
              Back one step
            </Button>
            <Button size="sm" variant="outline" onClick={simulation.onRestart}>
              Start over
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
