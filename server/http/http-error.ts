import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { slimMessage } from '../../contract/issue-message.ts';
import { english } from '../../i18n/english.ts';
import { isMessage, type Message, type MessageValues } from '../../i18n/message.ts';

/**
 * Words only an API client reads: the answer to a request the app never sends (a malformed
 * header, a development page). Whatever a patient may see is a catalogue message instead, which
 * the type of `HttpError` enforces; tests/server/patient-visible-errors.test.ts lists these.
 */
export interface ApiOnlyDetail {
  readonly apiOnly: string;
}

export const apiOnly = (text: string): ApiOnlyDetail => ({ apiOnly: text });

/**
 * Thrown by handlers; answered as `{ detail }` (and the `field` it is about) with its status.
 * Given a catalogue message (what a patient may see), the answer also carries its `message_id`
 * and `message_values`, so the app words it in the patient's language; `detail` stays English for
 * API clients.
 */
export class HttpError extends Error {
  readonly detail: string;
  readonly reason: Message | null;

  constructor(
    readonly status: ContentfulStatusCode,
    detail: Message | ApiOnlyDetail,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    const text = isMessage(detail) ? english(detail) : detail.apiOnly;
    super(text);
    this.name = 'HttpError';
    this.detail = text;
    this.reason = isMessage(detail) ? detail : null;
  }
}

export interface ErrorBody {
  detail: string;
  field?: string;
  message_id?: string;
  message_values?: MessageValues;
}

/** The JSON answer of an error: English `detail`, and the message id when there is one. */
export function errorBody(detail: string | Message, field?: string): ErrorBody {
  const body: ErrorBody = { detail: typeof detail === 'string' ? detail : english(detail) };
  if (field) body.field = field;
  if (typeof detail !== 'string') {
    const slim = slimMessage(detail);
    body.message_id = slim.id;
    if (slim.values) body.message_values = slim.values;
  }
  return body;
}
