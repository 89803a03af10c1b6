import { defineMessages, type Message, withValues } from '../i18n/message.ts';

/**
 * The registration form's rules in the patient's words (issue 30, row 5). Plain functions (no
 * valibot): the sign-in page checks a form with them before anything is sent, and the server's
 * `registerRequestSchema` runs the same rules, so both answer with the same message at the same
 * field. Password strength (zxcvbn's dictionaries) is the server's alone.
 */

export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const registrationWords = defineMessages({
  nameMissing: { id: 'auth.register.error.nameMissing', defaultMessage: 'Enter your full name.' },
  nameTooLong: {
    id: 'auth.register.error.nameTooLong',
    defaultMessage: 'Your name can have at most {max} characters. Shorten it, please.',
  },
  emailMissing: {
    id: 'auth.register.error.emailMissing',
    defaultMessage: 'Enter your email address.',
  },
  emailTooLong: {
    id: 'auth.register.error.emailTooLong',
    defaultMessage: 'An email address can have at most {max} characters.',
  },
  emailInvalid: {
    id: 'auth.register.error.emailInvalid',
    defaultMessage:
      'This does not look like an email address. Check it has an @ and a domain, such as name@mail.com.',
  },
  passwordTooShort: {
    id: 'auth.register.error.passwordTooShort',
    defaultMessage:
      'Use at least {min, plural, one {# character} other {# characters}} for your password.',
  },
  passwordTooLong: {
    id: 'auth.register.error.passwordTooLong',
    defaultMessage: 'Use at most {max} characters for your password.',
  },
  passwordBlank: {
    id: 'auth.register.error.passwordBlank',
    defaultMessage: 'Your password cannot be only spaces. Add letters, numbers or symbols.',
  },
  passwordsMismatch: {
    id: 'auth.register.error.passwordsMismatch',
    defaultMessage: "Passwords don't match. Please make sure your passwords match.",
    description: "The spec's toast title and text, shown under Confirm Password.",
  },
  confirmMissing: {
    id: 'auth.register.error.confirmMissing',
    defaultMessage: 'Type your password again to confirm it.',
  },
});

/** The fields of the registration form, by their wire names (the server's `field`). */
export const registrationFields = ['name', 'email', 'password', 'confirmPassword'] as const;
export type RegistrationField = (typeof registrationFields)[number];
export type RegistrationProblems = Partial<Record<RegistrationField, Message>>;

/** One rule: when it fails, the message to show at its field. */
export interface Rule {
  fails(value: string): boolean;
  message: Message;
}

// Deliberately loose (something@something.tld, no spaces): the confirmation mail proves the
// address; the rule only catches a typing slip before the server is asked.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rules of each field sent to the server, in order (values already trimmed where noted). */
export const registrationRules: Record<'name' | 'email' | 'password', readonly Rule[]> = {
  // Name and email are trimmed first.
  name: [
    { fails: (value) => value === '', message: registrationWords.nameMissing },
    {
      fails: (value) => value.length > NAME_MAX_LENGTH,
      message: withValues(registrationWords.nameTooLong, { max: NAME_MAX_LENGTH }),
    },
  ],
  email: [
    { fails: (value) => value === '', message: registrationWords.emailMissing },
    {
      fails: (value) => value.length > EMAIL_MAX_LENGTH,
      message: withValues(registrationWords.emailTooLong, { max: EMAIL_MAX_LENGTH }),
    },
    { fails: (value) => !emailShape.test(value), message: registrationWords.emailInvalid },
  ],
  password: [
    {
      fails: (value) => value.length < PASSWORD_MIN_LENGTH,
      message: withValues(registrationWords.passwordTooShort, { min: PASSWORD_MIN_LENGTH }),
    },
    {
      fails: (value) => value.length > PASSWORD_MAX_LENGTH,
      message: withValues(registrationWords.passwordTooLong, { max: PASSWORD_MAX_LENGTH }),
    },
    { fails: (value) => value.trim() === '', message: registrationWords.passwordBlank },
  ],
};

/** The first rule this value breaks, or null. */
export function firstProblem(rules: readonly Rule[], value: string): Message | null {
  return rules.find((rule) => rule.fails(value))?.message ?? null;
}

export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The confirmation's problem: empty, or different from the password (in the spec's words). */
export function confirmProblem(
  form: Pick<RegistrationForm, 'password' | 'confirmPassword'>,
): Message | null {
  if (form.confirmPassword === '') return registrationWords.confirmMissing;
  return form.password === form.confirmPassword ? null : registrationWords.passwordsMismatch;
}

/** Every problem of the form, by field (empty when it can be sent). */
export function registrationProblems(form: RegistrationForm): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const name = firstProblem(registrationRules.name, form.name.trim());
  const email = firstProblem(registrationRules.email, form.email.trim());
  const password = firstProblem(registrationRules.password, form.password);
  const confirm = confirmProblem(form);
  if (name) problems.name = name;
  if (email) problems.email = email;
  if (password) problems.password = password;
  if (confirm) problems.confirmPassword = confirm;
  return problems;
}
