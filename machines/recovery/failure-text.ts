import { isUnreachable, reasonOf } from '../shared/service-error';

/** What to tell the patient when a request of these pages failed. */
export const recoveryFailures = {
  unreachable: 'We could not reach herd Health. Check your internet connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again.',
  missingToken:
    'This link is incomplete. Open the link from the email again, or copy the whole address into your browser.',
} as const;

/** The server's reason when it gave one, else whether the request never arrived. */
export function failureText(error: unknown): string {
  if (isUnreachable(error)) return recoveryFailures.unreachable;
  return reasonOf(error) ?? recoveryFailures.unexpected;
}
