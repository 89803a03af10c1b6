import type { MiddlewareHandler } from 'hono';
import { apiOnly, HttpError } from './http-error.ts';

// A percent-encoded control character (NUL to US, DEL) anywhere in the path.
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * A NUL or another control character in an API address is no id or name of ours, and a database
 * refuses NUL in text: 422 before any route or query sees it.
 */
export const refuseControlCharacters: MiddlewareHandler = async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (ENCODED_CONTROL.test(path)) {
    throw new HttpError(422, apiOnly('The address must not contain control characters'));
  }
  await next();
};
