/**
 * What the machines read from a failed effect. The API client's errors carry the HTTP status and
 * the server's `detail` (and the `field` it is about); anything else counts as unreachable.
 */
export interface ServiceError {
  status: number | null;
  detail: string | null;
  field?: string | null;
}

function asServiceError(error: unknown): ServiceError {
  if (typeof error !== 'object' || error === null) return { status: null, detail: null };
  const { status, detail, field } = error as Partial<ServiceError>;
  return {
    status: typeof status === 'number' ? status : null,
    detail: typeof detail === 'string' && detail !== '' ? detail : null,
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

/**
 * The server's reason, when it gave one the patient can act on (validation, conflicts, rate
 * limits): 4xx answers other than 401. Server faults and network failures have none.
 */
export function reasonOf(error: unknown): string | null {
  const { status, detail } = asServiceError(error);
  if (status === null || status === 401 || status >= 500) return null;
  return detail;
}

/** The request field (wire name) a refusal is about, if the server named one. */
export function fieldOf(error: unknown): string | null {
  return asServiceError(error).field ?? null;
}
