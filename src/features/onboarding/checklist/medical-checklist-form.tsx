import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { selectUser } from '../../../../machines/app/selectors';
import { checklistItems } from '../../../../machines/domain/checklist-items';
import { selectIsSaving, selectSubmitLabel } from '../../../../machines/onboarding/selectors';
import { Alert, Button } from '../../../ui';
import { AppActorContext } from '../shared/app-actor';
import { StepActions } from '../shared/step-actions';
import { stepFormClass } from '../shared/step-styles';
import { YesNoRadio } from '../shared/yes-no-radio';
import {
  answersFrom,
  type ChecklistAnswers,
  checklistErrorMessage,
  hasUnanswered,
  yesIds,
} from './checklist-answers';

/** The checklist branch (no report): eleven yes/no questions; only "yes" answers are saved. */
export function MedicalChecklistForm() {
  const app = AppActorContext.useActorRef();
  const user = AppActorContext.useSelector(selectUser);
  const saving = AppActorContext.useSelector(selectIsSaving);
  const submitLabel = AppActorContext.useSelector((s) =>
    selectSubmitLabel(s, 'Next: Book Appointment'),
  );
  const [answers, setAnswers] = useState<ChecklistAnswers>(() =>
    answersFrom(user?.checklistItems ?? []),
  );
  const [submitted, setSubmitted] = useState(false);
  const showError = submitted && hasUnanswered(answers);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (saving || hasUnanswered(answers)) return;
    app.send({ type: 'checklist.submitted', checklistItems: yesIds(answers) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={stepFormClass} aria-label="Medical checklist">
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        {checklistItems.map((item, index) => (
          <li key={item.id}>
            <YesNoRadio
              name={item.id}
              label={`${index + 1}. ${item.label}`}
              value={answers[item.id]}
              onValueChange={(answer) => setAnswers((a) => ({ ...a, [item.id]: answer }))}
            />
          </li>
        ))}
      </ol>
      {showError && (
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Description>{checklistErrorMessage}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <StepActions>
        <Button variant="outline" disabled={saving} onClick={() => app.send({ type: 'step.back' })}>
          Back
        </Button>
        <Button type="submit" loading={saving} loadingText={submitLabel}>
          {submitLabel}
        </Button>
      </StepActions>
    </form>
  );
}
