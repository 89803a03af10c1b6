import type { FlowModel, FlowTransition } from './flow-model';
import { panelStyles as s } from './panel-styles';
import { MessageList } from './toast-list';

function whereTo(model: FlowModel, transition: FlowTransition): string {
  if (transition.targetIds.length === 0) return 'stays where it is';
  return `→ ${transition.targetIds.map((id) => model.stateById.get(id)?.key ?? id).join(', ')}`;
}

interface TransitionChoiceProps {
  model: FlowModel;
  transition: FlowTransition;
  /** Takes the transition (simulation); absent while following the app. */
  onTake?: (id: string) => void;
}

/** One thing that can happen now, in the diagrams' words: what happens, destination, description and messages. */
export function TransitionChoice({ model, transition, onTake }: TransitionChoiceProps) {
  const body = (
    <>
      <span className={s.choiceTitle}>
        {transition.label.text} {whereTo(model, transition)}
      </span>
      {transition.description && <span className={s.text}>{transition.description}</span>}
    </>
  );
  return (
    <li className={s.section}>
      {onTake ? (
        <button type="button" className={s.choice} onClick={() => onTake(transition.id)}>
          {body}
        </button>
      ) : (
        <div className={s.card}>{body}</div>
      )}
      <MessageList messages={transition.label.messages} />
    </li>
  );
}
