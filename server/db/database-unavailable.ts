/** The database cannot be reached right now: answered as 503, never as a bug. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(readonly code: string | undefined) {
    super('The database is not available');
  }
}

// Socket-level failures, and PostgreSQL's own: class 08 (connection exception), 57P01-03 (the
// server is shutting down, was restarted or cannot accept connections yet), 53300 (too many
// connections).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres reports a dropped or timed-out connection with plain messages and no code.
const POOL_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Client was closed|Connection ended/i;

/**
 * The driver's own error: Drizzle wraps it (DrizzleQueryError, whose message quotes the query's
 * parameters, so it is never logged) with the driver's error as `cause`.
 */
function driverError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!(cause instanceof Error)) return current;
    current = cause;
  }
  return current;
}

export function errorCode(error: unknown): string | undefined {
  const code = (driverError(error) as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isConnectionFailure(error: unknown): boolean {
  const cause = driverError(error);
  if (!(cause instanceof Error)) return false;
  const code = errorCode(cause);
  if (code && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return POOL_MESSAGES.test(cause.message);
}

/** Rethrows connection failures as DatabaseUnavailableError; other errors unchanged. */
export function classifyDatabaseError(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(errorCode(error)) : error;
}
