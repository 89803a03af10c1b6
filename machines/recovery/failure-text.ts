import { defineMessages, type Message } from '@i18n/message';
import { isUnreachable, reasonOf } from '../shared/service-error';

/** What to tell the patient when a request of these pages failed. */
export const recoveryFailures = defineMessages({
  unreachable: {
    id: 'error.client.network',
    defaultMessage: 'We could not reach herd Health. Check your internet connection and try again.',
  },
  unexpected: {
    id: 'error.serverFault',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  missingToken: {
    id: 'recovery.link.missingToken',
    defaultMessage:
      'This link is incomplete. Open the link from the email again, or copy the whole address into your browser.',
  },
});

/** The server's reason when it gave one, else whether the request never arrived. */
export function failureText(error: unknown): Message {
  if (isUnreachable(error)) return recoveryFailures.unreachable;
  return reasonOf(error) ?? recoveryFailures.unexpected;
}
