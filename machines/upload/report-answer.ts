import type { ReportJob, ReportResult } from '@contract/report';

/**
 * What the server says about an uploaded report: its result (200), or its job while it waits in
 * the queue or is being read (202, contract/report.ts `reportJobSchema`).
 */
export type ReportAnswer = ReportResult | ReportJob;

export const isReportJob = (answer: ReportAnswer): answer is ReportJob => 'job_id' in answer;
