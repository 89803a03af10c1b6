import { type FormEvent, useState } from 'react';
import { selectUser } from '../../../../machines/app/selectors';
import type { MedicalCondition } from '../../../../machines/domain/user-profile';
import { selectIsSaving, selectSubmitLabel } from '../../../../machines/onboarding/selectors';
import { Button, ChipList } from '../../../ui';
import { AppActorContext } from '../shared/app-actor';
import { StepActions } from '../shared/step-actions';
import { fieldPairClass, stepFormClass } from '../shared/step-styles';
import { TextField } from '../shared/text-field';
import { toYesNo, YesNoRadio } from '../shared/yes-no-radio';
import {
  currentYear,
  medicalConditionOf,
  minDiagnosisYear,
  yearError,
} from './medical-condition-rules';

/** Step 2: diagnosed yes/no (yes reveals condition and year) and the symptom list. */
export function MedicalConditionForm() {
  const app = AppActorContext.useActorRef();
  const user = AppActorContext.useSelector(selectUser);
  const saving = AppActorContext.useSelector(selectIsSaving);
  const submitLabel = AppActorContext.useSelector((s) => selectSubmitLabel(s, 'Next'));
  const [values, setValues] = useState<MedicalCondition>(() => medicalConditionOf(user));
  const [yearTouched, setYearTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const change = (patch: Partial<MedicalCondition>) => setValues((v) => ({ ...v, ...patch }));
  const maxYear = currentYear();
  const yearProblem = values.hasBeenDiagnosed ? yearError(values.yearOfDiagnosis, maxYear) : null;
  const shownYearError = yearTouched || submitted ? yearProblem : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (yearProblem || saving) return;
    app.send({ type: 'medicalCondition.submitted', values });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={stepFormClass} aria-label="Medical condition">
      <YesNoRadio
        name="hasBeenDiagnosed"
        label="Have you been clinically diagnosed with a rare condition?"
        value={toYesNo(values.hasBeenDiagnosed)}
        onValueChange={(answer) => change({ hasBeenDiagnosed: answer === 'yes' })}
      />
      {values.hasBeenDiagnosed && (
        <div className={fieldPairClass}>
          <TextField
            label="Primary rare condition"
            name="primaryCondition"
            placeholder="e.g. Cystic fibrosis"
            value={values.primaryCondition}
            onValueChange={(primaryCondition) => change({ primaryCondition })}
          />
          <TextField
            label="Year of diagnosis"
            name="yearOfDiagnosis"
            type="number"
            inputMode="numeric"
            min={minDiagnosisYear}
            max={maxYear}
            step={1}
            placeholder={String(maxYear)}
            value={values.yearOfDiagnosis}
            onValueChange={(yearOfDiagnosis) => change({ yearOfDiagnosis })}
            onBlur={() => setYearTouched(true)}
            error={shownYearError}
          />
        </div>
      )}
      <ChipList
        label="Primary symptoms"
        name="primarySymptoms"
        placeholder="e.g. Fatigue"
        helperText="Press Enter or Add after each symptom."
        emptyText="No symptoms added yet."
        value={values.primarySymptoms}
        onValueChange={(primarySymptoms) => change({ primarySymptoms })}
      />
      <StepActions>
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => app.send({ type: 'medicalCondition.back', values })}
        >
          Back
        </Button>
        <Button type="submit" loading={saving} loadingText={submitLabel}>
          {submitLabel}
        </Button>
      </StepActions>
    </form>
  );
}
