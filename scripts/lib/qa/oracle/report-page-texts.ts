import type { Expected } from './expected';

/**
 * What My genetic report and the pre-visit summary say, written as QA reads them on screen
 * (src/features/dashboard/report/report-page-texts.ts, src/components/report-upload/
 * report-removal-texts.ts, src/features/dashboard/summary/summary-text.ts).
 */
export const reportPageScreenTexts = {
  replacing: 'Upload a new report',
  deleteQuestion: 'Delete your genetic report?',
  notDeleted: 'Your report was not deleted',
  summaryUnavailable: 'Your summary could not be prepared',
  leaveQuestion: 'Leave without saving?',
} as const;

/** The delete dialog over My genetic report, the summary that could not be prepared, and "Leave without saving?". */
export function reportPageExtras(e: Expected): string[] {
  const { screen } = e;
  const says: string[] = [];
  if (e.page === 'dashboardReport' && screen.reportDeletion !== 'idle') {
    says.push(reportPageScreenTexts.deleteQuestion);
  }
  if (e.page === 'dashboardReport' && screen.reportDeletion === 'failed') {
    says.push(reportPageScreenTexts.notDeleted);
  }
  if (e.page === 'dashboardSummary' && screen.summary === 'unavailable') {
    says.push(reportPageScreenTexts.summaryUnavailable);
  }
  if (e.page === 'dashboardProfile' && screen.leaving)
    says.push(reportPageScreenTexts.leaveQuestion);
  return says;
}
