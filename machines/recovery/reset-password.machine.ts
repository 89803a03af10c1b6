import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { ToastInput } from '../domain/toast';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import { signInMessages } from '../shared/sign-in-messages';
import { failureText, recoveryFailures } from './failure-text';
import type {
  ResetPasswordContext,
  ResetPasswordEvent,
  ResetPasswordInput,
} from './recovery-types';

const LINK_REFUSED = 400;

export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    /** POST /auth/password/reset: every session of the account ends; nobody is signed in. */
    setNewPassword: fromPromise<void, { token: string; password: string }>(async () =>
      notProvided('setNewPassword'),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    passwordsMatch: ({ event }) => event.password === event.confirmPassword,
    /** The server refused the link itself (used, expired, or a newer one was sent). */
    isLinkRefused: ({ event }) =>
      'error' in event && (event.error as { status?: unknown } | null)?.status === LINK_REFUSED,
  },
  actions: {
    showToast: sendTo(toastActor, (_, params: ToastInput) => ({ type: 'toast.show', ...params })),
    forgetFailure: assign({ failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: failureText(params.error),
    })),
    explainMissingToken: assign({ failure: recoveryFailures.missingToken }),
  },
}).createMachine({
  id: 'resetPassword',
  description:
    'The page a reset link opens: a new password, twice, with the rules of registration. Ends once the server has set it; the patient then signs in with it.',
  context: ({ input }) => ({ token: input.token, failure: null, page: 'resetPassword' }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Reads the token from the link.',
      always: [
        { guard: 'hasToken', target: 'editing' },
        {
          description: 'The address carried no token (a link cut short).',
          target: 'linkRefused',
          actions: 'explainMissingToken',
        },
      ],
    },
    editing: {
      description:
        'New password and its confirmation, "At least 8 characters", and "Set new password" (with the reason of a failed try, if any).',
      on: {
        'reset.submitted': [
          { guard: 'passwordsMatch', target: 'saving', actions: 'forgetFailure' },
          {
            description: 'Passwords differ: nothing is sent.',
            actions: { type: 'showToast', params: signInMessages.passwordsMismatch },
          },
        ],
      },
    },
    saving: {
      description: '"Saving..." while the server checks the link and the password.',
      invoke: {
        src: 'setNewPassword',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          password: event.type === 'reset.submitted' ? event.password : '',
        }),
        onDone: { target: 'done' },
        onError: [
          {
            guard: 'isLinkRefused',
            target: 'linkRefused',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            description:
              'A password too easy to guess, or no connection: the reason, and the form again.',
            target: 'editing',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    linkRefused: {
      description:
        '"This link has expired or was already used", and a way to ask for a new one ("Forgot password?").',
    },
    done: {
      description: 'The password is set: the app signs out here and opens the sign-in page.',
      type: 'final',
    },
  },
});
