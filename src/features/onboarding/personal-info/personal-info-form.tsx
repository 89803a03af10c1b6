import { type FormEvent, useState } from 'react';
import { selectUser } from '../../../../machines/app/selectors';
import { genderOptions } from '../../../../machines/domain/genders';
import { isServedState } from '../../../../machines/domain/served-state';
import { usStates } from '../../../../machines/domain/us-states';
import type { PersonalInfo } from '../../../../machines/domain/user-profile';
import {
  selectIsSaving,
  selectShowsStateNotice,
  selectSubmitLabel,
} from '../../../../machines/onboarding/selectors';
import { AlertCircleIcon, Button, DateInput, Field } from '../../../ui';
import { AppActorContext } from '../shared/app-actor';
import { OptionSelect } from '../shared/option-select';
import { StepActions } from '../shared/step-actions';
import { fieldPairClass, stepFormClass } from '../shared/step-styles';
import { TextField } from '../shared/text-field';
import {
  emptyPersonalInfo,
  type PersonalInfoField,
  validatePersonalInfo,
} from './personal-info-rules';
import { StateNotice } from './state-notice';

const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));
const today = () => new Date().toISOString().slice(0, 10);

function prefill(user: PersonalInfo | null): PersonalInfo {
  if (!user) return emptyPersonalInfo;
  const { firstName, lastName, dateOfBirth, gender, state } = user;
  return { firstName, lastName, dateOfBirth, gender, state };
}

/** Step 1: name, date of birth, gender and state. Next only for complete answers in Michigan. */
export function PersonalInfoForm() {
  const app = AppActorContext.useActorRef();
  const user = AppActorContext.useSelector(selectUser);
  const saving = AppActorContext.useSelector(selectIsSaving);
  const submitLabel = AppActorContext.useSelector((s) => selectSubmitLabel(s, 'Next'));
  const [values, setValues] = useState<PersonalInfo>(() => prefill(user));
  const [touched, setTouched] = useState<Partial<Record<PersonalInfoField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errors = validatePersonalInfo(values);
  const errorOf = (key: PersonalInfoField) =>
    submitted || touched[key] ? (errors[key] ?? null) : null;
  const touch = (key: PersonalInfoField) => setTouched((t) => ({ ...t, [key]: true }));
  const set = (key: PersonalInfoField) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const complete = Object.keys(errors).length === 0;
  const canSubmit = complete && isServedState(values.state) && !saving;

  const chooseState = (state: string) => {
    const next = { ...values, state };
    setValues(next);
    touch('state');
    // The machine answers a non-Michigan state with the "Service Not Available" toast.
    if (state && !isServedState(state)) app.send({ type: 'personalInfo.submitted', values: next });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!canSubmit) return;
    app.send({ type: 'personalInfo.submitted', values });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={stepFormClass}
      aria-label="Personal information"
    >
      <div className={fieldPairClass}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onValueChange={set('firstName')}
          onBlur={() => touch('firstName')}
          error={errorOf('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onValueChange={set('lastName')}
          onBlur={() => touch('lastName')}
          error={errorOf('lastName')}
        />
      </div>
      <Field.Root invalid={Boolean(errorOf('dateOfBirth'))}>
        <Field.Label>Date of birth</Field.Label>
        <DateInput
          name="dateOfBirth"
          autoComplete="bday"
          max={today()}
          value={values.dateOfBirth}
          onChange={(event) => set('dateOfBirth')(event.currentTarget.value)}
          onBlur={() => touch('dateOfBirth')}
        />
        <Field.ErrorText>
          <AlertCircleIcon size={16} />
          {errorOf('dateOfBirth')}
        </Field.ErrorText>
      </Field.Root>
      <OptionSelect
        label="Gender"
        name="gender"
        placeholder="Select gender"
        options={genderOptions}
        value={values.gender}
        onValueChange={set('gender')}
        onClose={() => touch('gender')}
        error={errorOf('gender')}
      />
      <OptionSelect
        label="State of residence"
        name="state"
        placeholder="Select your state"
        options={stateOptions}
        value={values.state}
        onValueChange={chooseState}
        onClose={() => touch('state')}
        error={errorOf('state')}
      />
      {selectShowsStateNotice(values.state) && <StateNotice />}
      <StepActions>
        <Button type="submit" disabled={!canSubmit} loading={saving} loadingText={submitLabel}>
          {submitLabel}
        </Button>
      </StepActions>
    </form>
  );
}
