import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { selectUser } from '../../../../machines/app/selectors';
import {
  defaultFamilyHistory,
  type MedicalHistory,
  type UserProfile,
} from '../../../../machines/domain/user-profile';
import { selectIsSaving, selectSubmitLabel } from '../../../../machines/onboarding/selectors';
import { Button, ChipList, Field, Textarea } from '../../../ui';
import { AppActorContext } from '../shared/app-actor';
import { StepActions } from '../shared/step-actions';
import { stepFormClass } from '../shared/step-styles';

function prefill(user: UserProfile | null): MedicalHistory {
  return {
    medications: [...(user?.medications ?? [])],
    otherConditions: [...(user?.otherConditions ?? [])],
    // The stored placeholder text is not something the patient wrote: show an empty box.
    familyHistory: user?.familyHistory === defaultFamilyHistory ? '' : (user?.familyHistory ?? ''),
  };
}

/** Step 3: medications, other conditions and family history. All optional. */
export function MedicalHistoryForm() {
  const app = AppActorContext.useActorRef();
  const user = AppActorContext.useSelector(selectUser);
  const saving = AppActorContext.useSelector(selectIsSaving);
  const submitLabel = AppActorContext.useSelector((s) => selectSubmitLabel(s, 'Next'));
  const [values, setValues] = useState<MedicalHistory>(() => prefill(user));
  const change = (patch: Partial<MedicalHistory>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // An empty family history becomes "No family history provided" in the machine.
    app.send({ type: 'medicalHistory.submitted', values });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={stepFormClass} aria-label="Medical history">
      <ChipList
        label="Current medications"
        name="medications"
        placeholder="e.g. Metformin"
        emptyText="No medications added yet."
        value={values.medications}
        onValueChange={(medications) => change({ medications })}
      />
      <ChipList
        label="Other medical conditions"
        name="otherConditions"
        placeholder="e.g. Asthma"
        emptyText="No other conditions added yet."
        value={values.otherConditions}
        onValueChange={(otherConditions) => change({ otherConditions })}
      />
      <Field.Root>
        <Field.Label>Family medical history</Field.Label>
        <Textarea
          // Spec: at least 120px. Stated here too: the shared recipe's `minHeight: '30'` is not a
          // size token and compiles to 30px.
          className={css({ minHeight: '120px' })}
          name="familyHistory"
          placeholder="Relatives with the same or related conditions, genetic testing in the family..."
          value={values.familyHistory}
          onChange={(event) => change({ familyHistory: event.currentTarget.value })}
        />
        <Field.HelperText>Optional. Leave empty if you don't know.</Field.HelperText>
      </Field.Root>
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
