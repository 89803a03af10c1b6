import type { RegistrationField, RegistrationForm } from '@contract/registration';
import type { Message } from '@i18n/message';
import type { RouteEvent } from '../routes/route-event';
import type { SignInRouteId } from '../routes/route-table';

/** Auth response (spec section 3 and 7). */
export interface AuthSession {
  access_token: string;
  email: string;
  name: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export type Registration = RegistrationForm;

/** A problem shown at a field of the registration form, and the value it was about. */
export interface FieldProblem {
  message: Message;
  /** The field's value (for Confirm Password: both passwords) when the problem was found. */
  value: string;
}

export type RegistrationErrors = Partial<Record<RegistrationField, FieldProblem>>;

export interface CallbackParams {
  code: string | null;
  error: string | null;
  state: string | null;
}

export interface SignInInput {
  /** The page the address asked for when the machine started (replayed once it runs). */
  route: RouteEvent | null;
}

export interface SignInContext {
  route: RouteEvent | null;
  callback: CallbackParams;
  /** The Google callback screen's failure text. */
  callbackError: Message | null;
  /** The reason of the last refused sign-in, shown under the form (the server's reason). */
  failure: Message | null;
  /** The registration form's problems, each at its field, until it no longer applies. */
  registrationErrors: RegistrationErrors;
  /** The registration last sent to the server (its refusals name one of its fields). */
  registration: Registration | null;
  session: AuthSession | null;
  method: SignInOutput['method'] | null;
  /** The page shown. */
  page: SignInRouteId | null;
}

export type SignInEvent =
  | RouteEvent
  | ({ type: 'auth.login.submitted' } & Credentials)
  | ({ type: 'auth.register.submitted' } & Registration)
  | ({ type: 'auth.register.changed' } & Registration)
  | { type: 'auth.google.started' };

/** What the machine ends with: the new session, and which way the patient signed in. */
export interface SignInOutput {
  session: AuthSession;
  method: 'login' | 'register' | 'google';
}

const noParams: CallbackParams = { code: null, error: null, state: null };

/** Reads code, error and state from the query string, or from the hash as a fallback. */
export function readCallbackParams(search = '', hash = ''): CallbackParams {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (key: string) => (query.get(key) ?? fragment.get(key)) || null;
  return { ...noParams, code: read('code'), error: read('error'), state: read('state') };
}

/** /auth opened by Google's return: any of its parameters, even an empty code. */
export function isCallbackAddress(search = '', hash = ''): boolean {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return ['code', 'error', 'state'].some((key) => query.has(key) || fragment.has(key));
}

export const emptyCallback = noParams;
