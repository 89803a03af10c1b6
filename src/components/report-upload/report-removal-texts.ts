import { defineMessages } from '@i18n/message';

/** Every word of the questions asked before a stored report is deleted (issue 23 items 7, 8). */
export const reportRemovalTexts = {
  onboarding: defineMessages({
    title: { id: 'report.remove.onboarding.title', defaultMessage: 'Delete your report?' },
    description: {
      id: 'report.remove.onboarding.description',
      defaultMessage:
        'You uploaded a genetic report. If you answer “No”, that report and what we read from it are deleted from your profile. This cannot be undone.',
    },
    keep: { id: 'report.remove.onboarding.keep', defaultMessage: 'Keep my report' },
    confirm: {
      id: 'report.remove.onboarding.confirm',
      defaultMessage: 'Delete report and continue',
    },
  }),
  dashboard: defineMessages({
    title: { id: 'report.remove.dashboard.title', defaultMessage: 'Delete your genetic report?' },
    description: {
      id: 'report.remove.dashboard.description',
      defaultMessage:
        'The file and what we read from it will be deleted, and your profile will say you have no genetic report. This cannot be undone.',
    },
    keep: { id: 'report.remove.dashboard.keep', defaultMessage: 'Cancel' },
    confirm: { id: 'report.remove.dashboard.confirm', defaultMessage: 'Delete report' },
  }),
  ...defineMessages({
    deleting: { id: 'report.remove.deleting', defaultMessage: 'Deleting...' },
    failedTitle: { id: 'report.remove.failedTitle', defaultMessage: 'Your report was not deleted' },
  }),
};
