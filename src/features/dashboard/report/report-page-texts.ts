/** Every word of "My genetic report" (issue 23 item 7), in one place for the message catalogue. */
export const reportPageTexts = {
  title: 'My genetic report',
  lead: 'What we read in the genetic testing report you shared, and the file itself.',
  loading: 'Loading your report...',
  empty: 'You have not shared a genetic testing report yet.',
  upload: 'Upload a report',
  unavailableTitle: 'Your report could not be loaded',
  unavailable: 'It is kept safely; we could not reach it just now.',
  tryAgain: 'Try again',
  download: 'Download the original file',
  downloading: 'Downloading...',
  replace: 'Replace',
  delete: 'Delete',
  replaceTitle: 'Upload a new report',
  replaceLead:
    'Once it is read, it replaces the report on file, which is then deleted. Until then, nothing changes.',
  emptyUploadLead: 'Once it is read, it is kept on file for your genetic counselor.',
  cancel: 'Cancel',
  recording: 'Saving your new report...',
  card: {
    withReport:
      'See what we read in your genetic testing report, download the file, replace it or delete it.',
    withoutReport: 'You have not shared a genetic testing report. You can upload one at any time.',
    open: 'Open My genetic report',
  },
} as const;
