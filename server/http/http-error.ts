import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown by handlers; answered as `{ detail }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
