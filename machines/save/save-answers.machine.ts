import type { AnswersPatch } from '@contract/profile/profile';
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import type { ToastInput } from '../domain/toast';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import { isUnauthorized } from '../shared/service-error';
import { failureOf, type SaveOutcome } from './save-outcome';

export interface SaveAnswersInput {
  patch: AnswersPatch;
  /** The messages of this save (each step has its own, spec section 8); none for silent saves. */
  toasts: { saved: ToastInput | null; failed: ToastInput | null };
}

interface SaveAnswersContext extends SaveAnswersInput {
  outcome: SaveOutcome;
}

export const saveAnswersMachine = setup({
  types: {
    input: {} as SaveAnswersInput,
    context: {} as SaveAnswersContext,
    events: {} as { type: 'session.renewed' },
    output: {} as SaveOutcome,
  },
  actors: {
    /** POST /api/user/onboarding with the answers (src turns them into the wire form). */
    saveAnswers: fromPromise<void, { patch: AnswersPatch }>(async () => notProvided('saveAnswers')),
  },
  guards: {
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    showSavedToast: enqueueActions(({ context, enqueue }) => {
      if (context.toasts.saved)
        enqueue.sendTo(toastActor, { type: 'toast.show', ...context.toasts.saved });
    }),
    showFailedToast: enqueueActions(({ context, enqueue }) => {
      const { failed } = context.toasts;
      if (!failed) return;
      // The spec's title, with the server's reason when it gave one.
      const description = context.outcome.failure?.reason ?? failed.description;
      enqueue.sendTo(toastActor, { type: 'toast.show', ...failed, description });
    }),
    keepFailure: assign({
      outcome: ({ event }) => ({
        ok: false,
        failure: failureOf('error' in event ? event.error : null),
      }),
    }),
    reportSessionExpired: sendParent({ type: 'session.expired' }),
  },
}).createMachine({
  id: 'saveAnswers',
  description:
    "One save of a patient's answers. If the session has ended, the patient signs in again in place and the save goes on with what they typed.",
  context: ({ input }) => ({ ...input, outcome: { ok: true, failure: null } }),
  initial: 'saving',
  states: {
    saving: {
      description: 'The server stores the answers.',
      invoke: {
        src: 'saveAnswers',
        input: ({ context }) => ({ patch: context.patch }),
        onDone: { target: 'saved' },
        onError: [
          { guard: 'isUnauthorized', target: 'waitingForSignIn', actions: 'reportSessionExpired' },
          { target: 'failed', actions: 'keepFailure' },
        ],
      },
    },
    waitingForSignIn: {
      description:
        'The session ended: the app asks the patient to sign in again, then the save is tried once more.',
      on: { 'session.renewed': 'saving' },
    },
    saved: {
      description: "Stored: the step's success message.",
      type: 'final',
      entry: 'showSavedToast',
    },
    failed: {
      description:
        "Not stored: the step's failure message, with the server's reason when it gave one.",
      type: 'final',
      entry: 'showFailedToast',
    },
  },
  output: ({ context }) => context.outcome,
});
