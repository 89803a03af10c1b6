import { withValues } from '@i18n/message';
import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { ToastInput } from '../domain/toast';
import { forgotPasswordMachine } from '../recovery/forgot-password.machine';
import type { SignInRouteId } from '../routes/route-table';
import { notProvided } from '../shared/not-provided';
import { failureReason } from '../shared/request-failure';
import { toastActor } from '../shared/send-toast';
import {
  authFailedToast,
  callbackTexts,
  exchangeErrorText,
  googleProviderErrorToast,
  noCodeToast,
  signInMessages,
} from '../shared/sign-in-messages';
import { hasProblems, problemsOf, revisit, serverProblemOf } from './registration-errors';
import {
  type AuthSession,
  type Credentials,
  emptyCallback,
  readCallbackParams,
  type SignInContext,
  type SignInEvent,
  type SignInInput,
  type SignInOutput,
} from './sign-in-types';

export const signInDelays = { callbackRedirectDelay: 3000 } as const;

export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as SignInOutput,
  },
  actors: {
    /** POST /auth/login. */
    login: fromPromise<AuthSession, Credentials>(async () => notProvided('login')),
    /** POST /auth/register. */
    register: fromPromise<AuthSession, { name: string; email: string; password: string }>(
      async () => notProvided('register'),
    ),
    /** Sends the browser to Google's authorization page; rejects when it cannot. */
    startGoogleSignIn: fromPromise<void>(async () => notProvided('startGoogleSignIn')),
    /** POST /auth/google with the code; src adds redirect_uri and the PKCE verifier. */
    exchangeGoogleCode: fromPromise<AuthSession, { code: string; state: string | null }>(async () =>
      notProvided('exchangeGoogleCode'),
    ),
    forgotPassword: forgotPasswordMachine,
  },
  delays: { callbackRedirectDelay: signInDelays.callbackRedirectDelay },
  guards: {
    /** The form breaks none of the registration rules (contract/registration.ts). */
    registrationValid: ({ event }) =>
      event.type === 'auth.register.submitted' && !hasProblems(problemsOf(event)),
    /** The server refused the registration because of one of its fields. */
    refusedAtField: ({ context }, params: { error: unknown }) =>
      context.registration !== null && serverProblemOf(params.error, context.registration) !== null,
    hasProviderError: ({ context }) => context.callback.error !== null,
    hasCode: ({ context }) => context.callback.code !== null,
    /** A route event for another page than the one shown; Google's return is always read. */
    opensPage: ({ context, event }, params: { page: SignInRouteId }) =>
      event.type === 'xstate.route' &&
      event.to === `#${params.page}` &&
      (params.page === 'googleCallback' || context.page !== params.page),
  },
  actions: {
    showToast: sendTo(toastActor, (_: unknown, params: ToastInput) => ({
      type: 'toast.show',
      ...params,
    })),
    showAuthFailure: sendTo(toastActor, (_: unknown, params: { error: unknown }) => ({
      type: 'toast.show',
      ...authFailedToast(failureReason(params.error)),
    })),
    keepSession: assign((_, params: SignInOutput) => ({
      session: params.session,
      method: params.method,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: failureReason(params.error),
    })),
    forgetFailure: assign({ failure: null }),
    keepRegistration: assign(({ event }) =>
      event.type === 'auth.register.submitted'
        ? {
            registration: {
              name: event.name,
              email: event.email,
              password: event.password,
              confirmPassword: event.confirmPassword,
            },
            registrationErrors: {},
          }
        : {},
    ),
    showRegistrationProblems: assign({
      registrationErrors: ({ event }) =>
        event.type === 'auth.register.submitted' ? problemsOf(event) : {},
    }),
    revisitRegistrationProblems: assign({
      registrationErrors: ({ context, event }) =>
        event.type === 'auth.register.changed'
          ? revisit(context.registrationErrors, event)
          : context.registrationErrors,
    }),
    showServerProblem: assign({
      registrationErrors: ({ context }, params: { error: unknown }) =>
        (context.registration && serverProblemOf(params.error, context.registration)) ?? {},
    }),
    /** Opens the page the address asked for when the machine started (once). */
    replayStartRoute: enqueueActions(({ context, enqueue }) => {
      if (context.route) enqueue.raise(context.route);
      enqueue.assign({ route: null });
    }),
    showPage: assign((_, params: { page: SignInRouteId }) => ({ page: params.page })),
    keepCallbackParams: assign({
      callback: ({ event }) =>
        event.type === 'xstate.route'
          ? readCallbackParams(event.search, event.hash)
          : emptyCallback,
      callbackError: null,
    }),
    forgetCallbackParams: assign({ callback: emptyCallback }),
    explainProviderError: assign({
      callbackError: ({ context }) =>
        withValues(callbackTexts.providerError, { error: context.callback.error ?? '' }),
    }),
    showProviderErrorToast: sendTo(toastActor, ({ context }) => ({
      type: 'toast.show',
      ...googleProviderErrorToast(context.callback.error ?? ''),
    })),
    explainMissingCode: assign({ callbackError: callbackTexts.noCodeReceived }),
    explainExchangeError: assign((_, params: { error: unknown }) => ({
      callbackError: exchangeErrorText(params.error),
    })),
  },
}).createMachine({
  id: 'signIn',
  description:
    'Signing in: the landing page, the sign-in page (email and password, or Google) and the return from Google. Ends with the new session.',
  context: ({ input }) => ({
    route: input.route,
    callback: emptyCallback,
    callbackError: null,
    failure: null,
    registrationErrors: {},
    registration: null,
    session: null,
    method: null,
    page: null,
  }),
  initial: 'landing',
  entry: 'replayStartRoute',
  on: {
    'xstate.route': [
      { guard: { type: 'opensPage', params: { page: 'landing' } }, target: '.landing' },
      { guard: { type: 'opensPage', params: { page: 'auth' } }, target: '.auth' },
      {
        guard: { type: 'opensPage', params: { page: 'forgotPassword' } },
        target: '.forgotPassword',
      },
      {
        description: 'Google sent the visitor back: its answer is read again.',
        guard: { type: 'opensPage', params: { page: 'googleCallback' } },
        target: '.googleCallback',
        reenter: true,
        actions: 'keepCallbackParams',
      },
    ],
  },
  states: {
    landing: {
      id: 'landing',
      description: 'The landing page.',
      entry: { type: 'showPage', params: { page: 'landing' } },
    },
    auth: {
      id: 'auth',
      description: 'The sign-in page with Login and Register tabs and "Continue with Google".',
      entry: { type: 'showPage', params: { page: 'auth' } },
      on: {
        'auth.register.changed': {
          description: 'A problem shown at a field goes once it no longer applies.',
          actions: 'revisitRegistrationProblems',
        },
      },
      initial: 'idle',
      states: {
        idle: {
          description: 'The forms wait for the visitor.',
          on: {
            'auth.login.submitted': { target: 'signingIn', actions: 'forgetFailure' },
            'auth.register.submitted': [
              {
                guard: 'registrationValid',
                target: 'registering',
                actions: ['forgetFailure', 'keepRegistration'],
              },
              {
                description:
                  'A blank name, a short password, passwords that differ...: each problem at its field; nothing is sent.',
                actions: ['forgetFailure', 'showRegistrationProblems'],
              },
            ],
            'auth.google.started': { target: 'redirectingToGoogle', actions: 'forgetFailure' },
          },
        },
        signingIn: {
          description: '"Signing in..." while the server checks email and password.',
          invoke: {
            src: 'login',
            input: ({ event }) =>
              event.type === 'auth.login.submitted'
                ? { email: event.email, password: event.password }
                : { email: '', password: '' },
            onDone: {
              target: '#signIn.signedIn',
              actions: [
                {
                  type: 'keepSession',
                  params: ({ event }) => ({ session: event.output, method: 'login' as const }),
                },
                { type: 'showToast', params: signInMessages.loginSucceeded },
              ],
            },
            onError: {
              description:
                '"Authentication failed", and why: the server\'s reason when it gave one (too many attempts), "We could not reach herd Health" when no answer came, a fault on our side for a server error, else "Please check your credentials".',
              target: 'idle',
              actions: [
                { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'showAuthFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        registering: {
          description: '"Creating account..." while the server creates the account.',
          invoke: {
            src: 'register',
            input: ({ event }) =>
              event.type === 'auth.register.submitted'
                ? { name: event.name, email: event.email, password: event.password }
                : { name: '', email: '', password: '' },
            onDone: {
              target: '#signIn.signedIn',
              actions: [
                {
                  type: 'keepSession',
                  params: ({ event }) => ({ session: event.output, method: 'register' as const }),
                },
                { type: 'showToast', params: signInMessages.registerSucceeded },
              ],
            },
            onError: [
              {
                description:
                  'The server refused a field (an email already registered, a password too easy to guess): its reason at that field, no toast.',
                guard: { type: 'refusedAtField', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: {
                  type: 'showServerProblem',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                description:
                  '"Authentication failed" for what has no field, and why: the server\'s reason (too many attempts), "We could not reach herd Health" (offline), a fault on our side (a server error).',
                target: 'idle',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'showAuthFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
        redirectingToGoogle: {
          description:
            '"Processing..." while the browser leaves for Google. If it cannot (Google not set up, offline), the visitor is told and stays.',
          invoke: {
            src: 'startGoogleSignIn',
            onError: {
              target: 'idle',
              actions: { type: 'showToast', params: signInMessages.googleCodeFailed },
            },
          },
        },
      },
    },
    forgotPassword: {
      id: 'forgotPassword',
      description:
        '"Forgot password?": the patient asks for a link to choose a new password. "Back to sign in" returns to /auth.',
      entry: { type: 'showPage', params: { page: 'forgotPassword' } },
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        onError: {
          target: 'auth',
          actions: { type: 'showToast', params: signInMessages.unexpectedError },
        },
      },
    },
    googleCallback: {
      id: 'googleCallback',
      description:
        'Google sent the visitor back to /auth with a code or an error: "Completing Authentication".',
      entry: { type: 'showPage', params: { page: 'googleCallback' } },
      exit: 'forgetCallbackParams',
      initial: 'reading',
      states: {
        reading: {
          description: 'Reads the code or error from the address (query string, else hash).',
          always: [
            {
              guard: 'hasProviderError',
              target: 'failed',
              actions: ['explainProviderError', 'showProviderErrorToast'],
            },
            { guard: 'hasCode', target: 'exchanging' },
            {
              description: 'Google came back with neither a code nor an error.',
              target: 'failed',
              actions: ['explainMissingCode', { type: 'showToast', params: noCodeToast }],
            },
          ],
        },
        exchanging: {
          description: '"Please wait while we log you in..." while the server exchanges the code.',
          invoke: {
            src: 'exchangeGoogleCode',
            input: ({ context }) => ({
              code: context.callback.code ?? '',
              state: context.callback.state,
            }),
            onDone: {
              target: '#signIn.signedIn',
              actions: [
                {
                  type: 'keepSession',
                  params: ({ event }) => ({ session: event.output, method: 'google' as const }),
                },
                { type: 'showToast', params: signInMessages.googleSucceeded },
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'explainExchangeError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showToast', params: signInMessages.googleCodeFailed },
              ],
            },
          },
        },
        failed: {
          description:
            '"Authentication Error", the reason, and "Redirecting you back to the login page..."; back to / after 3 seconds.',
          after: { callbackRedirectDelay: { target: '#landing' } },
        },
      },
    },
    signedIn: {
      description: 'Signed in: the app takes the session from here.',
      type: 'final',
    },
  },
  output: ({ context }) => {
    if (!context.session || !context.method) throw new Error('signIn ended without a session');
    return { session: context.session, method: context.method };
  },
});
