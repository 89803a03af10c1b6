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

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = errorCode(error);
  if (code && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return POOL_MESSAGES.test(error.message);
}

/** Rethrows connection failures as DatabaseUnavailableError; other errors unchanged. */
export function classifyDatabaseError(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(errorCode(error)) : error;
}
