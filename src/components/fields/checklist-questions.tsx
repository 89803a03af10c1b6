import { checklistQuestions } from '@contract/options/checklist';
import { css } from 'styled-system/css';
import { YesNoRadio } from './yes-no-radio';

interface ChecklistQuestionsProps {
  /** The ids answered yes; every other question reads "no". */
  value: readonly string[];
  onChange(value: string[]): void;
  disabled?: boolean;
}

/** The eleven yes/no questions of the medical checklist, numbered, in the spec's order. */
export function ChecklistQuestions({ value, onChange, disabled }: ChecklistQuestionsProps) {
  const answer = (id: string, yes: boolean) => {
    const chosen = new Set(value);
    if (yes) chosen.add(id);
    else chosen.delete(id);
    // Kept in the checklist's order, whatever order they were answered in.
    onChange(checklistQuestions.map((q) => q.id).filter((qid) => chosen.has(qid)));
  };
  return (
    <ol className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {checklistQuestions.map((question, index) => (
        <li key={question.id}>
          <YesNoRadio
            name={question.id}
            label={`${index + 1}. ${question.label}`}
            value={value.includes(question.id) ? 'yes' : 'no'}
            onValueChange={(choice) => answer(question.id, choice === 'yes')}
            disabled={disabled}
          />
        </li>
      ))}
    </ol>
  );
}
