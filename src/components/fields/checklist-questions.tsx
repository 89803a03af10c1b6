import { checklistQuestions } from '@contract/options/checklist';
import { defineMessage } from '@i18n/message';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { YesNoRadio } from './yes-no-radio';

interface ChecklistQuestionsProps {
  /** The ids answered yes; every other question reads "no". */
  value: readonly string[];
  onChange(value: string[]): void;
  disabled?: boolean;
}

const numbered = defineMessage({
  id: 'step.medicalChecklist.numbered',
  defaultMessage: '{number}. {question}',
  description:
    'One checklist question with its number, such as "1. Multiple congenital anomalies".',
});

/** The eleven yes/no questions of the medical checklist, numbered, in the spec's order. */
export function ChecklistQuestions({ value, onChange, disabled }: ChecklistQuestionsProps) {
  const t = useText();
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
            label={t(numbered, { number: index + 1, question: question.label })}
            value={value.includes(question.id) ? 'yes' : 'no'}
            onValueChange={(choice) => answer(question.id, choice === 'yes')}
            disabled={disabled}
          />
        </li>
      ))}
    </ol>
  );
}
