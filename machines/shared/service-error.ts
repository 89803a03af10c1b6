import { isMessage, type Message } from '@i18n/message';
import { verbatim } from '@i18n/verbatim';

/**
 * What the machines read from a failed effect. The API client's errors carry the HTTP status,
 * the server's reason as a catalogue message (`reason`, from its message id) and its English
 * `detail`, and the `field` it is about; anything else counts as unreachable.
 */
export interface ServiceError {
  status: number | null;
  detail: string | null;
  reason?: Message | null;
  field?: string | null;
}

function asServiceError(error: unknown): ServiceError {
  if (typeof error !== 'object' || error === null) return { status: null, detail: null };
  const { status, detail, reason, field } = error as Partial<ServiceError>;
  return {
    status: typeof status === 'number' ? status : null,
    detail: typeof detail === 'string' && detail !== '' ? detail : null,
    reason: isMessage(reason) ? reason : null,
    field: typeof field === 'string' ? field : null,
  };
}

/** The server refused the token: the session is over (not merely out of reach). */
export function isUnauthorized(error: unknown): boolean {
  return asServiceError(error).status === 401;
}

/** The request never reached the server, or its answer never came back (offline, dropped). */
export function isUnreachable(error: unknown): boolean {
  return asServiceError(error).status === null;
}

/** The server failed on its side (a 5xx answer). */
export function isServerFault(error: unknown): boolean {
  const { status } = asServiceError(error);
  return status !== null && status >= 500;
}

/**
 * The server's reason, when it gave one the patient can act on (validation, conflicts, rate
 * limits): 4xx answers other than 401. Server faults and network failures have none. A reason
 * without a message id (an older server) is shown in its own words.
 */
export function reasonOf(error: unknown): Message | null {
  const { status, detail, reason } = asServiceError(error);
  if (status === null || status === 401 || status >= 500) return null;
  return reason ?? (detail ? verbatim(detail) : null);
}

/** The request field (wire name) a refusal is about, if the server named one. */
export function fieldOf(error: unknown): string | null {
  return asServiceError(error).field ?? null;
}
