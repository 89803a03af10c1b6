import { Button } from '@/ui';
import type { FlowModel } from './flow-model';
import { panelStyles as s } from './panel-styles';
import { transitionSentence } from './transition-sentence';

interface StepsSectionProps {
  model: FlowModel;
  taken: string[];
  onUndo: () => void;
  onRestart: () => void;
}

/** The transitions taken so far in the simulation, with Back one step and Start over. */
export function StepsSection({ model, taken, onUndo, onRestart }: StepsSectionProps) {
  const transitionById = new Map(model.transitions.map((t) => [t.id, t]));
  return (
    <section className={s.section} aria-labelledby="flows-steps">
      <h2 id="flows-steps" className={s.heading}>
        Steps so far
      </h2>
      {taken.length === 0 ? (
        <p className={s.muted}>None yet: the machine is where it starts.</p>
      ) : (
        <ol className={s.list} aria-label="Steps taken">
          {taken.map((id, index) => {
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
        <Button size="sm" variant="outline" onClick={onUndo} disabled={taken.length === 0}>
          Back one step
        </Button>
        <Button size="sm" variant="outline" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </section>
  );
}
