import { defineMessages, type Message } from '@i18n/message';
import { isServerFault, isUnreachable, reasonOf } from './service-error';

/** What the patient is told when a request failed for a reason that is not theirs. */
export const requestFailures = defineMessages({
  unreachable: {
    id: 'error.client.network',
    defaultMessage: 'We could not reach herd Health. Check your internet connection and try again.',
  },
  serverFault: {
    id: 'error.serverFault',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
});

/**
 * Why a request failed, in words that are true: the server's reason when it gave one; that
 * herd Health could not be reached when no answer came (offline, or the app's own code could not
 * be downloaded); a fault on our side for a server error. Null for a refusal without a reason
 * (a wrong password), where the caller has its own words.
 */
export function failureReason(error: unknown): Message | null {
  if (isUnreachable(error)) return requestFailures.unreachable;
  if (isServerFault(error)) return requestFailures.serverFault;
  return reasonOf(error);
}
