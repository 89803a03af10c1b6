import type { ActivityEvent } from '@contract/account';
import { defineMessage } from '@i18n/message';
import { assign, fromPromise, raise, sendParent, sendTo, setup } from 'xstate';
import { messages } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { toastActor } from '../shared/send-toast';
import { fieldOf, reasonOf } from '../shared/service-error';
import type {
  AccountContext,
  AccountDeletedEvent,
  AccountEvent,
  PasswordChange,
  PasswordField,
} from './account-types';

const serverFault = defineMessage({
  id: 'account.failed.serverFault',
  defaultMessage: 'Something went wrong on our side. Please try again.',
});

const failureText = (error: unknown) => reasonOf(error) ?? serverFault;

/** The field of the form a refused change is about ("incorrect" at the current password). */
function passwordFieldOf(error: unknown): PasswordField | null {
  const field = fieldOf(error);
  return field === 'current_password' || field === 'new_password' ? field : null;
}

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
  },
  actors: {
    /** POST /auth/password: other sessions end, this one stays (provided by src). */
    changePassword: fromPromise<void, PasswordChange>(async () => notProvided('changePassword')),
    /** DELETE /api/user: the account, its answers, reports and sessions (provided by src). */
    deleteAccount: fromPromise<void>(async () => notProvided('deleteAccount')),
    /** GET /api/user/activity: the last 50 events of the patient's security record. */
    fetchActivity: fromPromise<ActivityEvent[]>(async () => notProvided('fetchActivity')),
  },
  actions: {
    keepPasswordFailure: assign({
      passwordFailure: ({ event }) => failureText('error' in event ? event.error : null),
      passwordFailureField: ({ event }) => passwordFieldOf('error' in event ? event.error : null),
    }),
    clearPasswordFailure: assign({ passwordFailure: null, passwordFailureField: null }),
    keepDeletionFailure: assign({
      deletionFailure: ({ event }) => failureText('error' in event ? event.error : null),
    }),
    clearDeletionFailure: assign({ deletionFailure: null }),
    keepActivity: assign((_, params: { events: ActivityEvent[] }) => ({ activity: params.events })),
    showPasswordChanged: sendTo(toastActor, { type: 'toast.show', ...messages.passwordChanged }),
    /** The change is in the security record now: the list is fetched again. */
    refreshActivity: raise({ type: 'activity.reload' } as const),
    reportAccountDeleted: sendParent({ type: 'account.deleted' } satisfies AccountDeletedEvent),
  },
}).createMachine({
  id: 'account',
  description:
    "The patient's account on the Settings page: a new password, recent activity, or deleting it all.",
  type: 'parallel',
  context: {
    passwordFailure: null,
    passwordFailureField: null,
    deletionFailure: null,
    activity: [],
  },
  states: {
    password: {
      description: 'Changing the password: the current one, then the new one twice.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The form is ready (with the reason of a failed change, if any).',
          on: { 'password.submitted': { target: 'changing', actions: 'clearPasswordFailure' } },
        },
        changing: {
          description: 'The server checks the current password and stores the new one.',
          invoke: {
            src: 'changePassword',
            input: ({ event }) =>
              event.type === 'password.submitted'
                ? { currentPassword: event.currentPassword, newPassword: event.newPassword }
                : { currentPassword: '', newPassword: '' },
            onDone: { target: 'changed', actions: ['showPasswordChanged', 'refreshActivity'] },
            onError: { target: 'idle', actions: 'keepPasswordFailure' },
          },
        },
        changed: {
          description: '"Password changed": other devices are signed out.',
          on: { 'password.submitted': { target: 'changing', actions: 'clearPasswordFailure' } },
        },
      },
    },
    activity: {
      description:
        '"Recent activity": sign-ins, password changes, reports and more, with time, address and browser.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The last 50 events are fetched.',
          invoke: {
            src: 'fetchActivity',
            onDone: {
              target: 'shown',
              actions: { type: 'keepActivity', params: ({ event }) => ({ events: event.output }) },
            },
            onError: { target: 'unavailable' },
          },
        },
        unavailable: {
          description: '"Your recent activity could not be loaded" and "Try again".',
          on: { 'activity.reload': { target: 'loading' } },
        },
        shown: {
          description: 'The events, newest first (or "No activity yet").',
          on: { 'activity.reload': { target: 'loading' } },
        },
      },
    },
    deletion: {
      description: 'Deleting the account, only after the patient confirms.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing asked yet.',
          on: { 'deletion.requested': 'confirming' },
        },
        confirming: {
          description: 'A dialog says what will be deleted and asks to confirm.',
          on: {
            'deletion.cancelled': { target: 'idle', actions: 'clearDeletionFailure' },
            'deletion.confirmed': { target: 'deleting', actions: 'clearDeletionFailure' },
          },
        },
        deleting: {
          description: 'The server deletes the account and everything in it.',
          invoke: {
            src: 'deleteAccount',
            onDone: { target: 'deleted', actions: 'reportAccountDeleted' },
            onError: { target: 'confirming', actions: 'keepDeletionFailure' },
          },
        },
        deleted: {
          description: 'Gone: the app signs out.',
          type: 'final',
        },
      },
    },
  },
});
