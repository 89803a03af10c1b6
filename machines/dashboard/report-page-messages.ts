import type { ToastInput } from '../domain/toast';

/** The toasts of "My genetic report" (issue 23 item 7), in one place for the message catalogue. */
export const reportPageMessages = {
  reportDeleted: {
    title: 'Report deleted',
    description: 'Your genetic report and what we read from it were deleted.',
  },
  reportReplaced: {
    title: 'Report replaced',
    description: 'Your new report is on file; the earlier one was deleted.',
  },
  replacementNotRecorded: {
    title: 'Your new report is on file',
    description:
      'We could not delete the earlier one or update your profile just now. Please try again later.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

/** In "Delete your genetic report?" when the server gave no reason of its own. */
export const deleteFailedText = 'We could not delete your report just now. Please try again.';
