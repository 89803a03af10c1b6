import type { SnapshotFrom } from 'xstate';
import type { Toast } from '../domain/toast';
import type { toastMachine } from './toast.machine';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

export const selectVisibleToast = (snapshot: ToastSnapshot): Toast | null =>
  snapshot.context.current;

export const selectDismissedToasts = (snapshot: ToastSnapshot): Toast[] =>
  snapshot.context.dismissed;
