import type { ReportResult } from '@contract/report';
import { defineMessage } from '@i18n/message';
import type { ToastInput } from '../domain/toast';
import { reportProcessedToast } from '../shared/messages';
import { isDoubtfulResult } from './report-answer';

/** The toasts of a read report that the spec's "Report Processed Successfully" would misstate. */
export const doubtfulReportToasts = {
  unreadable: {
    title: defineMessage({
      id: 'toast.reportUnreadable.title',
      defaultMessage: 'Your report could not be read clearly',
    }),
    description: defineMessage({
      id: 'toast.reportUnreadable.description',
      defaultMessage: 'Your file is kept. See below why, and how to take a clearer photo.',
    }),
    variant: 'destructive',
  },
  notReport: {
    title: defineMessage({
      id: 'toast.notReport.title',
      defaultMessage: 'This does not look like a genetic test report',
    }),
    description: defineMessage({
      id: 'toast.notReport.description',
      defaultMessage: 'Choose another file, or keep this one.',
    }),
  },
} as const satisfies Record<string, ToastInput>;

/**
 * The toast for a report just read (issue 23): never "Processed Successfully" for a reading that
 * failed or a document that is not a genetic report; the spec's words otherwise.
 */
export function reportReadToast(result: ReportResult): ToastInput {
  if (!isDoubtfulResult(result)) return reportProcessedToast(result.variants.length);
  return result.readable === false
    ? doubtfulReportToasts.unreadable
    : doubtfulReportToasts.notReport;
}
