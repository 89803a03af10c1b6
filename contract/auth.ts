import * as v from 'valibot';
import { defineMessages, type Message, withValues } from '../i18n/message.ts';
import { issueText } from './issue-message.ts';
import {
  EMAIL_MAX_LENGTH,
  firstProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Rule,
  registrationRules,
  registrationWords,
} from './registration.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The words of the sign-in requests' rules (catalogue messages). `{field}` is the request field,
 * named in the patient's words for those a patient fills in.
 */
const requestRules = defineMessages({
  notString: { id: 'validation.request.notString', defaultMessage: '{field} must be a string' },
  required: { id: 'validation.request.required', defaultMessage: '{field} is required' },
  tooLong: {
    id: 'validation.request.tooLong',
    defaultMessage: '{field} must be at most {max} characters',
  },
  tooShort: {
    id: 'validation.request.tooShort',
    defaultMessage: '{field} must be at least {min} characters',
  },
  onlyWhitespace: {
    id: 'validation.request.onlyWhitespace',
    defaultMessage: '{field} must not be only whitespace',
  },
  email: {
    id: 'validation.request.email',
    defaultMessage: '{field} must be a valid email address',
  },
  url: { id: 'validation.request.url', defaultMessage: '{field} must be a URL' },
  codeVerifier: {
    id: 'validation.request.codeVerifier',
    defaultMessage: '{field} must be 43-128 unreserved characters',
  },
  googleBody: {
    id: 'validation.request.googleBody',
    defaultMessage: "send either '{'code, redirect_uri, code_verifier?'}' or '{'access_token'}'",
  },
});

const fieldNames = defineMessages({
  name: {
    id: 'validation.request.field.name',
    defaultMessage: 'name',
    description: 'The full name field of the registration form, inside an error message.',
  },
  email: {
    id: 'validation.request.field.email',
    defaultMessage: 'email',
    description: 'The email field of the sign-in forms, inside an error message.',
  },
  password: {
    id: 'validation.request.field.password',
    defaultMessage: 'password',
    description: 'The password field of the sign-in forms, inside an error message.',
  },
  currentPassword: {
    id: 'validation.request.field.currentPassword',
    defaultMessage: 'current_password',
    description: 'The current password field of Settings, inside an error message.',
  },
  newPassword: {
    id: 'validation.request.field.newPassword',
    defaultMessage: 'new_password',
    description: 'The new password field of Settings, inside an error message.',
  },
});

type FieldName = Message | string;
const rule = (message: Message, field: FieldName, limits: Record<string, number> = {}) =>
  issueText(withValues(message, { field, ...limits }));

const email = v.pipe(
  v.string(rule(requestRules.notString, fieldNames.email)),
  v.trim(),
  v.nonEmpty(rule(requestRules.required, fieldNames.email)),
  v.maxLength(
    EMAIL_MAX_LENGTH,
    rule(requestRules.tooLong, fieldNames.email, { max: EMAIL_MAX_LENGTH }),
  ),
  v.email(rule(requestRules.email, fieldNames.email)),
);

/** A new password (registration, or the new one in Settings) by its field. */
const newPasswordSchema = (field: Message) =>
  v.pipe(
    v.string(rule(requestRules.notString, field)),
    v.minLength(
      PASSWORD_MIN_LENGTH,
      rule(requestRules.tooShort, field, { min: PASSWORD_MIN_LENGTH }),
    ),
    v.maxLength(
      PASSWORD_MAX_LENGTH,
      rule(requestRules.tooLong, field, { max: PASSWORD_MAX_LENGTH }),
    ),
    v.check((value) => value.trim().length > 0, rule(requestRules.onlyWhitespace, field)),
  );

/** A password being checked (sign-in, the current one in Settings). */
const enteredPassword = (field: Message) =>
  v.pipe(
    v.string(rule(requestRules.notString, field)),
    v.nonEmpty(rule(requestRules.required, field)),
    v.maxLength(
      PASSWORD_MAX_LENGTH,
      rule(requestRules.tooLong, field, { max: PASSWORD_MAX_LENGTH }),
    ),
  );

/** The registration form's own rules (contract/registration.ts): the first one broken. */
const byRules = (rules: readonly Rule[]) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? firstProblem(rules, dataset.value) : null;
    if (problem) addIssue({ message: issueText(problem) });
  });

/** `POST /auth/register`: the rules the sign-in page checks first, in the same words. */
export const registerRequestSchema = v.object({
  name: v.pipe(
    v.string(rule(requestRules.notString, fieldNames.name)),
    v.trim(),
    byRules(registrationRules.name),
  ),
  email: v.pipe(
    v.string(rule(requestRules.notString, fieldNames.email)),
    v.trim(),
    byRules(registrationRules.email),
    v.email(issueText(registrationWords.emailInvalid)),
  ),
  password: v.pipe(
    v.string(rule(requestRules.notString, fieldNames.password)),
    byRules(registrationRules.password),
  ),
});

export const loginRequestSchema = v.object({
  email,
  password: enteredPassword(fieldNames.password),
});

/** `POST /auth/password`: the current password proves it is the patient, not a stolen token. */
export const changePasswordRequestSchema = v.object({
  current_password: enteredPassword(fieldNames.currentPassword),
  new_password: newPasswordSchema(fieldNames.newPassword),
});

const boundedToken = (field: string) =>
  v.pipe(
    v.string(rule(requestRules.notString, field)),
    v.nonEmpty(rule(requestRules.required, field)),
    v.maxLength(4096, rule(requestRules.tooLong, field, { max: 4096 })),
  );

export const googleCodeRequestSchema = v.object({
  code: boundedToken('code'),
  redirect_uri: v.pipe(
    v.string(rule(requestRules.notString, 'redirect_uri')),
    v.maxLength(2048, rule(requestRules.tooLong, 'redirect_uri', { max: 2048 })),
    v.url(rule(requestRules.url, 'redirect_uri')),
  ),
  code_verifier: v.optional(
    v.pipe(
      v.string(rule(requestRules.notString, 'code_verifier')),
      v.regex(/^[A-Za-z0-9._~-]{43,128}$/, rule(requestRules.codeVerifier, 'code_verifier')),
    ),
  ),
});

export const googleAccessTokenRequestSchema = v.object({
  access_token: boundedToken('access_token'),
});

/** Either the authorization code of the redirect flow or an access token (spec section 7). */
export const googleRequestSchema = v.union(
  [googleCodeRequestSchema, googleAccessTokenRequestSchema],
  issueText(requestRules.googleBody),
);

export const authResponseSchema = v.object({
  access_token: v.string(),
  email: v.string(),
  name: v.string(),
});
export type AuthResponse = v.InferOutput<typeof authResponseSchema>;
