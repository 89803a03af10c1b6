import {
  type ActivityEvent,
  acceptedResponseSchema,
  activityResponseSchema,
} from '@contract/account';
import type { Message } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';
import { requestJson, requestNoContent } from './http';

/** `POST /auth/password/forgot`: the same answer whether or not an account has the address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await requestJson(acceptedResponseSchema, (client) =>
    client.post('auth/password/forgot', { json: { email } }),
  );
}

/** `POST /auth/password/reset`: every session of the account ends; nobody is signed in. */
export function resetPassword(input: { token: string; password: string }): Promise<void> {
  return requestNoContent((client) =>
    client.post('auth/password/reset', {
      json: { token: input.token, new_password: input.password },
    }),
  );
}

/** `POST /auth/email/verify` with a confirmation link's token. */
export function verifyEmail(token: string): Promise<void> {
  return requestNoContent((client) => client.post('auth/email/verify', { json: { token } }));
}

/** `POST /auth/email/verify/resend`: a new link; the server's words about it. */
export async function resendConfirmation(): Promise<Message> {
  const answer = await requestJson(acceptedResponseSchema, (client) =>
    client.post('auth/email/verify/resend'),
  );
  if (!answer.message_id) return verbatim(answer.detail);
  return {
    id: answer.message_id,
    defaultMessage: answer.detail,
    ...(answer.message_values ? { values: answer.message_values } : {}),
  };
}

/** `GET /api/user/activity`: the last 50 events of the patient's security record. */
export async function fetchActivity(): Promise<ActivityEvent[]> {
  const answer = await requestJson(activityResponseSchema, (client) =>
    client.get('api/user/activity'),
  );
  return answer.events;
}
