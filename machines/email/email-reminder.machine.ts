import type { Message } from '@i18n/message';
import { assign, fromPromise, setup } from 'xstate';
import { failureText } from '../recovery/failure-text';
import { notProvided } from '../shared/not-provided';
import type { EmailReminderContext, EmailReminderEvent, EmailReminderInput } from './email-types';

export const emailReminderMachine = setup({
  types: {
    input: {} as EmailReminderInput,
    context: {} as EmailReminderContext,
    events: {} as EmailReminderEvent,
  },
  actors: {
    /** POST /auth/email/verify/resend: a new link (the older one stops working); its words. */
    resendConfirmation: fromPromise<Message>(async () => notProvided('resendConfirmation')),
  },
  guards: {
    isConfirmed: ({ context }) => context.confirmed,
  },
  actions: {
    keepAnswer: assign((_, params: { answer: Message }) => ({
      answer: params.answer,
      failure: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: failureText(params.error),
      answer: null,
    })),
  },
}).createMachine({
  id: 'emailReminder',
  description:
    '"Confirm your email" on the dashboard and in Settings, with "Send again", until the address is confirmed. It never stops the patient from using the app.',
  context: ({ input }) => ({ confirmed: input.emailVerified, answer: null, failure: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Is the address confirmed already (or vouched for by Google)?',
      always: [{ guard: 'isConfirmed', target: 'confirmed' }, { target: 'unconfirmed' }],
    },
    unconfirmed: {
      description: '"Confirm your email": we sent a link to the address at registration.',
      initial: 'idle',
      states: {
        idle: {
          description: '"Send again" (with the reason of a failed try, if any).',
          on: { 'confirmation.resend': { target: 'sending' } },
        },
        sending: {
          description: '"Sending..." while the server queues a new link.',
          invoke: {
            src: 'resendConfirmation',
            onDone: {
              target: 'sent',
              actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
            },
            onError: {
              description: 'Too many links asked for, or no connection: the reason.',
              target: 'idle',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sent: {
          description: '"We have sent a new confirmation link to ..."; "Send again" stays.',
          on: { 'confirmation.resend': { target: 'sending' } },
        },
      },
    },
    confirmed: { description: 'The address is confirmed: nothing is shown.' },
  },
});
