/** Every word of the questions asked before a stored report is deleted (issue 23 items 7, 8). */
export const reportRemovalTexts = {
  onboarding: {
    title: 'Delete your report?',
    description:
      'You uploaded a genetic report. If you answer “No”, that report and what we read from it are deleted from your profile. This cannot be undone.',
    keep: 'Keep my report',
    confirm: 'Delete report and continue',
  },
  dashboard: {
    title: 'Delete your genetic report?',
    description:
      'The file and what we read from it will be deleted, and your profile will say you have no genetic report. This cannot be undone.',
    keep: 'Cancel',
    confirm: 'Delete report',
  },
  deleting: 'Deleting...',
  failedTitle: 'Your report was not deleted',
  stepNotice:
    'You uploaded a report. If you continue with “No”, that report and its results are removed from your profile; you will be asked first.',
} as const;
