import { defineMessages } from '../../i18n/message.ts';

/** Errors any route may answer; the app shows them in the patient's language (message ids). */
export const requestErrors = defineMessages({
  serverFault: {
    id: 'error.serverFault',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  databaseUnavailable: {
    id: 'error.databaseUnavailable',
    defaultMessage: 'The database is not available right now. Please try again shortly.',
  },
  bodyTooLarge: { id: 'error.request.tooLarge', defaultMessage: 'The request body is too large' },
  notFound: { id: 'error.notFound', defaultMessage: 'Not found' },
  notJson: {
    id: 'error.request.notJson',
    defaultMessage: 'Send a JSON body with Content-Type: application/json',
  },
  invalidJson: {
    id: 'error.request.invalidJson',
    defaultMessage: 'The request body is not valid JSON',
  },
  notObject: {
    id: 'error.request.notObject',
    defaultMessage: 'The request body must be a JSON object',
  },
  invalidBody: { id: 'error.request.invalid', defaultMessage: 'Invalid request body' },
  fieldRequired: {
    id: 'error.request.fieldRequired',
    defaultMessage: '{field} is required',
    description: '{field} is the name of a field of the API request, such as current_password.',
  },
  nulCharacter: {
    id: 'error.request.nulCharacter',
    defaultMessage: '{field} must not contain NUL characters',
    description: '{field} is the name of a field of the API request.',
  },
  tooManyAttempts: {
    id: 'error.tooManyAttempts',
    defaultMessage:
      'Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  },
});
