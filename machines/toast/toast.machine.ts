import { assign, raise, setup } from 'xstate';
import type { Toast, ToastInput } from '../domain/toast';

export type ToastEvent =
  | ({ type: 'toast.show' } & ToastInput)
  | { type: 'toast.dismissed' }
  | { type: 'toast.paused' }
  | { type: 'toast.resumed' }
  | { type: 'toast.retired' };

export interface ToastContext {
  current: Toast | null;
  /** Dismissed toasts stay mounted (for exit animations) until the removal delay passes. */
  dismissed: Toast[];
  nextId: number;
}

export const toastDelays = { toastDuration: 5000, toastRemoveDelay: 1_000_000 } as const;

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  delays: {
    toastDuration: ({ context }) => context.current?.duration ?? toastDelays.toastDuration,
    toastRemoveDelay: toastDelays.toastRemoveDelay,
  },
  actions: {
    showNewToast: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const { type: _type, ...input } = event;
      const toast: Toast = {
        ...input,
        id: `toast-${context.nextId}`,
        variant: input.variant ?? 'default',
      };
      return { current: toast, nextId: context.nextId + 1 };
    }),
    retireCurrent: assign(({ context }) => ({
      current: null,
      dismissed: context.current ? [...context.dismissed, context.current] : context.dismissed,
    })),
    announceRetirement: raise({ type: 'toast.retired' }),
    removeDismissed: assign({ dismissed: () => [] }),
  },
}).createMachine({
  id: 'toast',
  description: 'Shows one message at a time; a newer message replaces the older one.',
  context: { current: null, dismissed: [], nextId: 1 },
  type: 'parallel',
  states: {
    display: {
      initial: 'hidden',
      description: 'The visible toast, if any.',
      states: {
        hidden: {
          description: 'No message on screen.',
          on: { 'toast.show': { target: 'visible', actions: 'showNewToast' } },
        },
        visible: {
          description:
            'One message on screen; it closes itself after its duration (5 s by default).',
          initial: 'counting',
          on: {
            'toast.show': {
              target: 'visible',
              reenter: true,
              actions: ['retireCurrent', 'announceRetirement', 'showNewToast'],
            },
            'toast.dismissed': {
              target: 'hidden',
              actions: ['retireCurrent', 'announceRetirement'],
            },
          },
          states: {
            counting: {
              description: 'The close timer runs.',
              after: {
                toastDuration: {
                  target: '#toast.display.hidden',
                  actions: ['retireCurrent', 'announceRetirement'],
                },
              },
              on: { 'toast.paused': 'paused' },
            },
            paused: {
              description: 'The pointer rests on the toast: the close timer waits.',
              on: { 'toast.resumed': 'counting' },
            },
          },
        },
      },
    },
    cleanup: {
      initial: 'idle',
      description: 'Dismissed toasts are removed from the page after the removal delay.',
      states: {
        idle: {
          description: 'Nothing waits for removal.',
          on: { 'toast.retired': 'waiting' },
        },
        waiting: {
          description: 'Dismissed toasts wait for the removal delay (1,000,000 ms).',
          after: { toastRemoveDelay: { target: 'idle', actions: 'removeDismissed' } },
          // Each new dismissal restarts the wait, so no toast leaves before its full delay.
          on: { 'toast.retired': { target: 'waiting', reenter: true } },
        },
      },
    },
  },
});
