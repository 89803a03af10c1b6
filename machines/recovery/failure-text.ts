import { defineMessages, type Message } from '@i18n/message';
import { failureReason, requestFailures } from '../shared/request-failure';

/** What to tell the patient when a request of these pages failed. */
export const recoveryFailures = {
  unreachable: requestFailures.unreachable,
  unexpected: requestFailures.serverFault,
  ...defineMessages({
    missingToken: {
      id: 'recovery.link.missingToken',
      defaultMessage:
        'This link is incomplete. Open the link from the email again, or copy the whole address into your browser.',
    },
  }),
};

/** The server's reason when it gave one, else whether the request never arrived. */
export function failureText(error: unknown): Message {
  return failureReason(error) ?? recoveryFailures.unexpected;
}
