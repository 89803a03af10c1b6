import * as v from 'valibot';
import { changePasswordRequestSchema, loginRequestSchema } from './auth.ts';

/**
 * Account recovery and the verified email (issue 25): the requests of `POST
 * /auth/password/forgot`, `/auth/password/reset`, `/auth/email/verify`, and the security record.
 * The pages links open and the links' lifetimes: `account-links.ts` (no valibot, for the first
 * page load).
 */
const linkToken = v.pipe(
  v.string('token must be a string'),
  v.nonEmpty('token is required'),
  v.maxLength(256, 'token must be at most 256 characters'),
);

// The same rules as registration's email and the Settings form's new password.
export const forgotPasswordRequestSchema = v.object({ email: loginRequestSchema.entries.email });

export const resetPasswordRequestSchema = v.object({
  token: linkToken,
  new_password: changePasswordRequestSchema.entries.new_password,
});

export const verifyEmailRequestSchema = v.object({ token: linkToken });

/** 202 answers: what happens next, in words. */
export const acceptedResponseSchema = v.object({
  detail: v.string(),
  // As in an error's body (contract/errors.ts): the words as a catalogue message, when the app shows them.
  message_id: v.optional(v.string()),
  message_values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type AcceptedResponse = v.InferOutput<typeof acceptedResponseSchema>;

/** The same words for every address, so the answer never tells whether an account exists. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that address, we have sent a link to reset its password. The link works for 30 minutes.';

/** What the patient's security record holds: when, what, from which address and browser. */
export const activityKinds = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset',
  'email_confirmed',
  'google_linked',
  'report_uploaded',
  'report_downloaded',
  'report_deleted',
  'profile_changed',
  'data_exported',
  'account_deleted',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityEventSchema = v.object({
  at: v.string(),
  kind: v.picklist(activityKinds),
  ip: v.nullable(v.string()),
  user_agent: v.nullable(v.string()),
});
export type ActivityEvent = v.InferOutput<typeof activityEventSchema>;

export const activityResponseSchema = v.object({ events: v.array(activityEventSchema) });
export type ActivityResponse = v.InferOutput<typeof activityResponseSchema>;
