import { errorSchema } from '@contract/errors';
import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, clientFailure, clientFailures } from './api-error';
import { tokenStorage } from './token-storage';

/** Same origin by default; `VITE_API_BASE` points the app at another backend. */
const apiBase: string = import.meta.env.VITE_API_BASE ?? '';

/** Any failure of a request as an ApiError (the server's `detail`, or unreachable). */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    const parsed = v.safeParse(errorSchema, body);
    const answer = parsed.success ? parsed.output : null;
    const detail = answer?.detail ?? null;
    // The server's words in the patient's language; its English detail if the id is unknown here.
    const reason = answer?.message_id
      ? {
          id: answer.message_id,
          ...(detail ? { defaultMessage: detail } : {}),
          ...(answer.message_values ? { values: answer.message_values } : {}),
        }
      : null;
    return new ApiError(
      detail ?? error.message,
      error.response.status,
      detail,
      answer?.field ?? null,
      reason,
    );
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return clientFailure(clientFailures.cancelled);
  }
  return clientFailure(clientFailures.network);
}

export const http: KyInstance = ky.create({
  prefixUrl: apiBase || globalThis.location?.origin,
  // The spec sets no request timeout; uploads of large scans may take a while.
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenStorage.read();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        // The language on screen (<html lang> follows it): mail sent before the profile has one.
        const shown = globalThis.document?.documentElement.lang;
        if (shown) request.headers.set('Accept-Language', shown);
      },
    ],
  },
});

/** Runs a request and parses its JSON body with a schema; every failure becomes an ApiError. */
export async function requestJson<TSchema extends v.GenericSchema>(
  schema: TSchema,
  send: (client: KyInstance) => Promise<Response>,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    const response = await send(http);
    body = await response.json();
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw clientFailure(clientFailures.unexpectedAnswer);
  return parsed.output;
}

/** Runs a request whose success has no body (204); every failure becomes an ApiError. */
export async function requestNoContent(
  send: (client: KyInstance) => Promise<Response>,
): Promise<void> {
  try {
    await send(http);
  } catch (error) {
    throw await toApiError(error);
  }
}
