import * as v from 'valibot';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const email = v.pipe(
  v.string('email must be a string'),
  v.trim(),
  v.nonEmpty('email is required'),
  v.maxLength(254, 'email must be at most 254 characters'),
  v.email('email must be a valid email address'),
);

export const passwordSchema = v.pipe(
  v.string('password must be a string'),
  v.minLength(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  v.check((value) => value.trim().length > 0, 'password must not be only whitespace'),
);

export const registerRequestSchema = v.object({
  name: v.pipe(
    v.string('name must be a string'),
    v.trim(),
    v.nonEmpty('name is required'),
    v.maxLength(200, 'name must be at most 200 characters'),
  ),
  email,
  password: passwordSchema,
});

export const loginRequestSchema = v.object({
  email,
  password: v.pipe(
    v.string('password must be a string'),
    v.nonEmpty('password is required'),
    v.maxLength(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  ),
});

/** `POST /auth/password`: the current password proves it is the patient, not a stolen token. */
export const changePasswordRequestSchema = v.object({
  current_password: v.pipe(
    v.string('current_password must be a string'),
    v.nonEmpty('current_password is required'),
    v.maxLength(
      PASSWORD_MAX_LENGTH,
      `current_password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    ),
  ),
  new_password: v.pipe(
    v.string('new_password must be a string'),
    v.minLength(
      PASSWORD_MIN_LENGTH,
      `new_password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
    v.maxLength(
      PASSWORD_MAX_LENGTH,
      `new_password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    ),
    v.check((value) => value.trim().length > 0, 'new_password must not be only whitespace'),
  ),
});

const boundedToken = (field: string) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.nonEmpty(`${field} is required`),
    v.maxLength(4096, `${field} must be at most 4096 characters`),
  );

export const googleCodeRequestSchema = v.object({
  code: boundedToken('code'),
  redirect_uri: v.pipe(
    v.string('redirect_uri must be a string'),
    v.maxLength(2048, 'redirect_uri must be at most 2048 characters'),
    v.url('redirect_uri must be a URL'),
  ),
  code_verifier: v.optional(
    v.pipe(
      v.string('code_verifier must be a string'),
      v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier must be 43-128 unreserved characters'),
    ),
  ),
});

export const googleAccessTokenRequestSchema = v.object({
  access_token: boundedToken('access_token'),
});

/** Either the authorization code of the redirect flow or an access token (spec section 7). */
export const googleRequestSchema = v.union(
  [googleCodeRequestSchema, googleAccessTokenRequestSchema],
  'send either {code, redirect_uri, code_verifier?} or {access_token}',
);

export const authResponseSchema = v.object({
  access_token: v.string(),
  email: v.string(),
  name: v.string(),
});
export type AuthResponse = v.InferOutput<typeof authResponseSchema>;
