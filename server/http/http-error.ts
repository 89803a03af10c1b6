import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { slimMessage } from '../../contract/issue-message.ts';
import { english } from '../../i18n/english.ts';
import type { Message, MessageValues } from '../../i18n/message.ts';

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
    detail: string | Message,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    const text = typeof detail === 'string' ? detail : english(detail);
    super(text);
    this.name = 'HttpError';
    this.detail = text;
    this.reason = typeof detail === 'string' ? null : detail;
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
