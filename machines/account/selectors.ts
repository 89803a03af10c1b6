import type { SnapshotFrom } from 'xstate';
import type { accountMachine } from './account.machine';

type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

export const selectIsChangingPassword = (s: AccountSnapshot) => s.matches({ password: 'changing' });
export const selectPasswordChanged = (s: AccountSnapshot) => s.matches({ password: 'changed' });
export const selectPasswordFailure = (s: AccountSnapshot) => s.context.passwordFailure;
export const selectPasswordFailureField = (s: AccountSnapshot) => s.context.passwordFailureField;
export const selectIsConfirmingDeletion = (s: AccountSnapshot) =>
  s.matches({ deletion: 'confirming' }) || s.matches({ deletion: 'deleting' });
export const selectIsDeleting = (s: AccountSnapshot) => s.matches({ deletion: 'deleting' });
export const selectDeletionFailure = (s: AccountSnapshot) => s.context.deletionFailure;

/** Recent activity: 'loading', 'unavailable' or 'shown'. */
export const selectActivityStatus = (s: AccountSnapshot) =>
  s.matches({ activity: 'shown' })
    ? ('shown' as const)
    : s.matches({ activity: 'unavailable' })
      ? ('unavailable' as const)
      : ('loading' as const);
export const selectActivity = (s: AccountSnapshot) => s.context.activity;
