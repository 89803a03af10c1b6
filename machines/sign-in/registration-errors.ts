import {
  type RegistrationField,
  registrationFields,
  registrationProblems,
} from '@contract/registration';
import { fieldOf, reasonOf } from '../shared/service-error';
import type { Registration, RegistrationErrors } from './sign-in-types';

/** What a field's problem is about: its value, and for Confirm Password both passwords. */
function subjectOf(field: RegistrationField, form: Registration): string {
  return field === 'confirmPassword'
    ? `${form.password}\u0000${form.confirmPassword}`
    : form[field];
}

/** Every problem the browser can see in the form, each at its field. */
export function problemsOf(form: Registration): RegistrationErrors {
  const problems = registrationProblems(form);
  const errors: RegistrationErrors = {};
  for (const field of registrationFields) {
    const message = problems[field];
    if (message) errors[field] = { message, value: subjectOf(field, form) };
  }
  return errors;
}

/**
 * The problems still shown after the patient edited the form: a field whose value changed is
 * checked again (its problem goes once the rule passes, or becomes the rule's current one); a
 * server's reason goes as soon as its field changes. Fields without a problem stay quiet until
 * the next submission.
 */
export function revisit(errors: RegistrationErrors, form: Registration): RegistrationErrors {
  const now = problemsOf(form);
  const kept: RegistrationErrors = {};
  for (const field of registrationFields) {
    const shown = errors[field];
    if (!shown) continue;
    const next = shown.value === subjectOf(field, form) ? shown : now[field];
    if (next) kept[field] = next;
  }
  return kept;
}

/** A refusal the server addressed to one field of the form, as that field's problem. */
export function serverProblemOf(error: unknown, form: Registration): RegistrationErrors | null {
  const field = fieldOf(error);
  const message = reasonOf(error);
  if (!message || !registrationFields.some((known) => known === field)) return null;
  const at = field as RegistrationField;
  return { [at]: { message, value: subjectOf(at, form) } };
}

export const hasProblems = (errors: RegistrationErrors): boolean => Object.keys(errors).length > 0;
