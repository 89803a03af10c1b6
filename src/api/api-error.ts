import { defineMessages, type Message } from '@i18n/message';

/** Failures of the client itself (the request never got a usable answer). */
export const clientFailures = defineMessages({
  // The same id and words as machines/shared/request-failure.ts, on purpose: importing that one
  // here made the first load export it to this chunk (+25 bytes on /auth, measured), for nothing.
  network: {
    id: 'error.client.network',
    defaultMessage: 'We could not reach herd Health. Check your internet connection and try again.',
  },
  cancelled: { id: 'error.client.cancelled', defaultMessage: 'The request was cancelled.' },
  unexpectedAnswer: {
    id: 'error.client.unexpectedAnswer',
    defaultMessage: 'The server sent an unexpected answer.',
  },
});

/**
 * A failed API call, with the server's English `detail`, its reason as a catalogue message (from
 * its `message_id`) and the request `field` it is about, when it sent them. The machines read
 * `status`, `reason`, `detail` and `field` (machines/shared/service-error.ts).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly detail: string | null,
    readonly field: string | null = null,
    readonly reason: Message | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An ApiError of the client's own (no answer): its English words, and its message. */
export function clientFailure(reason: Message, status: number | null = null): ApiError {
  return new ApiError(reason.defaultMessage ?? reason.id, status, null, null, reason);
}
