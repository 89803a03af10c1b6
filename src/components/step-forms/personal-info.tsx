import { genderOptions } from '@contract/options/genders';
import { isServedState } from '@contract/options/served-state';
import { usStates } from '@contract/options/us-states';
import { defineMessages } from '@i18n/message';
import { StateNotice } from '@/components/fields/state-notice';
import { defineStepForm } from '@/components/step-form/declaration';
import { StepForm } from '@/components/step-form/step-form';

const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));

const words = defineMessages({
  next: { id: 'step.next', defaultMessage: 'Next' },
  pronounsExample: {
    id: 'step.personalInfo.pronounsExample',
    defaultMessage: 'e.g. she/her, they/them',
  },
  pronounsHelp: {
    id: 'step.personalInfo.pronounsHelp',
    defaultMessage: 'Optional. How your care team should refer to you.',
  },
  selectGender: { id: 'step.personalInfo.selectGender', defaultMessage: 'Select gender' },
  selectState: { id: 'step.personalInfo.selectState', defaultMessage: 'Select your state' },
});

/** The name given at registration, split into first and last name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? '' };
}

/** Step 1: name, date of birth, gender and state. Next only for complete answers in Michigan. */
export const personalInfoForm = defineStepForm({
  step: 'personalInfo',
  submitLabel: words.next,
  controls: {
    firstName: { kind: 'text', autoComplete: 'given-name', pairWithNext: true },
    lastName: { kind: 'text', autoComplete: 'family-name' },
    pronouns: {
      kind: 'text',
      placeholder: words.pronounsExample,
      helperText: words.pronounsHelp,
    },
    dateOfBirth: { kind: 'date', autoComplete: 'bday' },
    gender: { kind: 'select', placeholder: words.selectGender, options: genderOptions },
    state: { kind: 'select', placeholder: words.selectState, options: stateOptions },
  },
  initialValues: (stored, account) =>
    stored.firstName || stored.lastName ? stored : { ...stored, ...splitName(account.name) },
  canSubmit: (values) => values.state === '' || isServedState(values.state),
  // Every state chosen, so the machine leaves "not served" when Michigan follows another state.
  signalOnChange: (field, values) =>
    field === 'state' && values.state !== ''
      ? { type: 'residence.chosen', state: values.state }
      : null,
  notice: (values) =>
    values.state !== '' && !isServedState(values.state) ? <StateNotice /> : null,
});

/** The onboarding page of this step. */
export default function PersonalInfoStep() {
  return <StepForm form={personalInfoForm} />;
}
