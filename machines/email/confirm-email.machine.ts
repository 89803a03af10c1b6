import { assign, fromPromise, setup } from 'xstate';
import { failureText, recoveryFailures } from '../recovery/failure-text';
import { notProvided } from '../shared/not-provided';
import { isUnreachable } from '../shared/service-error';
import type { ConfirmEmailContext, ConfirmEmailEvent, ConfirmEmailInput } from './email-types';

export const confirmEmailMachine = setup({
  types: {
    input: {} as ConfirmEmailInput,
    context: {} as ConfirmEmailContext,
    events: {} as ConfirmEmailEvent,
  },
  actors: {
    /** POST /auth/email/verify with the link's token. */
    verifyEmail: fromPromise<void, { token: string }>(async () => notProvided('verifyEmail')),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isUnreachable: ({ event }) => 'error' in event && isUnreachable(event.error),
  },
  actions: {
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: failureText(params.error),
    })),
    explainMissingToken: assign({ failure: recoveryFailures.missingToken }),
  },
}).createMachine({
  id: 'confirmEmail',
  description:
    'The page a confirmation link opens: the address is confirmed at once, signed in or not. Ends once the server has confirmed it.',
  context: ({ input }) => ({ token: input.token, failure: null, page: 'confirmEmail' }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Reads the token from the link.',
      always: [
        { guard: 'hasToken', target: 'confirming' },
        {
          description: 'The address carried no token (a link cut short).',
          target: 'failed',
          actions: 'explainMissingToken',
        },
      ],
    },
    confirming: {
      description: '"Confirming your email..." while the server checks the link.',
      invoke: {
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'confirmed' },
        onError: [
          { guard: 'isUnreachable', target: 'unreachable' },
          {
            description: 'The link expired, was used, or a newer one was sent.',
            target: 'failed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    unreachable: {
      description: '"We could not reach herd Health" and "Try again".',
      on: { 'confirm.retried': { target: 'confirming' } },
    },
    failed: {
      description:
        'Why the link did not work, and "Continue to herd Health" (where "Send again" mails a new link).',
    },
    confirmed: {
      description: 'Confirmed: the app goes on where the patient is (or to sign in).',
      type: 'final',
    },
  },
});
