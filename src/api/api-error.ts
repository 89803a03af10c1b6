/**
 * A failed API call, with the server's `detail` (and the request `field` it is about) when it
 * sent them. The machines read `status`, `detail` and `field` (machines/shared/service-error.ts).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly detail: string | null,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const networkErrorMessage =
  'We could not reach herd Health. Check your internet connection and try again.';
