import { defineMessage } from '@i18n/message';
import type { ToastInput } from '../domain/toast';

/** The toasts of "My genetic report" (issue 23 item 7), as catalogue messages. */
export const reportPageMessages = {
  reportDeleted: {
    title: defineMessage({ id: 'toast.reportDeleted.title', defaultMessage: 'Report deleted' }),
    description: defineMessage({
      id: 'toast.reportDeleted.description',
      defaultMessage: 'Your genetic report and what we read from it were deleted.',
    }),
  },
  reportReplaced: {
    title: defineMessage({ id: 'toast.reportReplaced.title', defaultMessage: 'Report replaced' }),
    description: defineMessage({
      id: 'toast.reportReplaced.description',
      defaultMessage: 'Your new report is on file; the earlier one was deleted.',
    }),
  },
  replacementNotRecorded: {
    title: defineMessage({
      id: 'toast.replacementNotRecorded.title',
      defaultMessage: 'Your new report is on file',
    }),
    description: defineMessage({
      id: 'toast.replacementNotRecorded.description',
      defaultMessage:
        'We could not delete the earlier one or update your profile just now. Please try again later.',
    }),
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

/** In "Delete your genetic report?" when the server gave no reason of its own. */
export const deleteFailedText = defineMessage({
  id: 'report.remove.failed',
  defaultMessage: 'We could not delete your report just now. Please try again.',
});
