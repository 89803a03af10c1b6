import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { failureText } from './failure-text';
import type { ForgotPasswordContext, ForgotPasswordEvent } from './recovery-types';

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    /** POST /auth/password/forgot: the same answer whether or not an account has the address. */
    requestPasswordReset: fromPromise<void, { email: string }>(async () =>
      notProvided('requestPasswordReset'),
    ),
  },
  actions: {
    keepEmail: assign({
      email: ({ event }) => (event.type === 'forgot.submitted' ? event.email : ''),
    }),
    forgetFailure: assign({ failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: failureText(params.error),
    })),
  },
}).createMachine({
  id: 'forgotPassword',
  description:
    '"Forgot password?": the patient gives their email, and is told the same thing whether or not an account has it.',
  context: { email: '', failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The email field and "Send the link" (with the reason of a failed try, if any).',
      on: {
        'forgot.submitted': { target: 'sending', actions: ['keepEmail', 'forgetFailure'] },
      },
    },
    sending: {
      description:
        '"Sending..." while the server takes the request (the mail goes from its queue).',
      invoke: {
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent' },
        onError: {
          description:
            'Too many requests from this network, or no connection: the reason, and the form again.',
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description:
        '"If an account exists for that address, we have sent a link": where to look, "Send again" and "Use another address".',
      on: {
        'forgot.submitted': { target: 'sending', actions: ['keepEmail', 'forgetFailure'] },
        'forgot.restarted': { target: 'editing' },
      },
    },
  },
});
