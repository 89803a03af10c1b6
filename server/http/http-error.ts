import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown by handlers; answered as `{ detail }` (and the `field` it is about) with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
