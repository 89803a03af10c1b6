/**
 * A failed API call, with the server's `detail` when it sent one. Machines read `detail` for the
 * texts the spec shows (for example the Google exchange failure).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly detail: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const networkErrorMessage =
  'We could not reach herd Health. Check your internet connection and try again.';
