import type { ReportJob, ReportResult } from '@contract/report';

/**
 * What the server says about an uploaded report: its result (200), or its job while it waits in
 * the queue or is being read (202, contract/report.ts `reportJobSchema`).
 */
export type ReportAnswer = ReportResult | ReportJob;

export const isReportJob = (answer: ReportAnswer): answer is ReportJob => 'job_id' in answer;

/**
 * A result the patient must decide about before it counts as their report: the reading failed,
 * or the document is not a genetic test report (issue 23). Results stored before these fields
 * existed count as readable genetic reports.
 */
export const isDoubtfulResult = (result: ReportResult): boolean =>
  result.readable === false || result.is_genetic_report === false;
