import { defineMessages } from '@i18n/message';

/** Every word of "My genetic report" (issue 23 item 7), as catalogue messages. */
export const reportPageTexts = defineMessages({
  title: { id: 'page.dashboardReport.title', defaultMessage: 'My genetic report' },
  lead: {
    id: 'reportPage.lead.ownership',
    defaultMessage: 'What we read in the genetic testing report you shared, and the file itself.',
  },
  loading: { id: 'reportPage.loading', defaultMessage: 'Loading your report...' },
  empty: {
    id: 'reportPage.empty',
    defaultMessage: 'You have not shared a genetic testing report yet.',
  },
  upload: { id: 'reportPage.upload', defaultMessage: 'Upload a report' },
  unavailableTitle: {
    id: 'reportPage.unavailable.title',
    defaultMessage: 'Your report could not be loaded',
  },
  unavailable: {
    id: 'reportPage.unavailable.text',
    defaultMessage: 'It is kept safely; we could not reach it just now.',
  },
  tryAgain: { id: 'reportPage.retry', defaultMessage: 'Try again' },
  download: { id: 'reportPage.download', defaultMessage: 'Download the original file' },
  downloading: { id: 'reportPage.downloading', defaultMessage: 'Downloading...' },
  replace: { id: 'reportPage.replace', defaultMessage: 'Replace' },
  delete: { id: 'reportPage.delete', defaultMessage: 'Delete' },
  replaceTitle: { id: 'reportPage.replace.title', defaultMessage: 'Upload a new report' },
  replaceLead: {
    id: 'reportPage.replace.lead',
    defaultMessage:
      'Once it is read, it replaces the report on file, which is then deleted. Until then, nothing changes.',
  },
  emptyUploadLead: {
    id: 'reportPage.replace.firstLead',
    defaultMessage: 'Once it is read, it is kept on file for your genetic counselor.',
  },
  cancel: { id: 'reportPage.replace.cancel', defaultMessage: 'Cancel' },
  recording: { id: 'reportPage.recording', defaultMessage: 'Saving your new report...' },
  cardWithReport: {
    id: 'reportPage.card.withReport',
    defaultMessage:
      'See what we read in your genetic testing report, download the file, replace it or delete it.',
  },
  cardWithoutReport: {
    id: 'reportPage.card.withoutReport',
    defaultMessage: 'You have not shared a genetic testing report. You can upload one at any time.',
  },
  cardOpen: { id: 'reportPage.card.open', defaultMessage: 'Open My genetic report' },
});
