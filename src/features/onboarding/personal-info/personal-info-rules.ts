import type { PersonalInfo } from '../../../../machines/domain/user-profile';

export type PersonalInfoField = keyof PersonalInfo;
export type PersonalInfoErrors = Partial<Record<PersonalInfoField, string>>;

/** Spec section 5: every field is required, each with its own message. */
export const requiredMessages: Record<PersonalInfoField, string> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  dateOfBirth: 'Date of birth is required',
  gender: 'Gender is required',
  state: 'State of residence is required',
};

export function validatePersonalInfo(values: PersonalInfo): PersonalInfoErrors {
  const errors: PersonalInfoErrors = {};
  for (const key of Object.keys(requiredMessages) as PersonalInfoField[]) {
    if (values[key].trim() === '') errors[key] = requiredMessages[key];
  }
  return errors;
}

export const emptyPersonalInfo: PersonalInfo = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  state: '',
};
