import { ApiError } from './api-error';
import { requestNoContent } from './http';
import { saveAnswers } from './onboarding-api';

/** `DELETE /api/genetic-report/report/{id}`: the result and its file go; 404 if already gone. */
function deleteStoredReport(reportId: string): Promise<void> {
  return requestNoContent((client) =>
    client.delete(`api/genetic-report/report/${encodeURIComponent(reportId)}`),
  );
}

async function deleteIfPresent(reportId: string): Promise<void> {
  try {
    await deleteStoredReport(reportId);
  } catch (error) {
    // Already gone (another tab deleted it): what the patient asked for is true.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/**
 * "Delete" on My genetic report: the report, then the answer "no genetic report" (which the
 * server stores with the removal of any other report left on file, in one transaction).
 */
export async function deleteGeneticReport(reportId: string): Promise<void> {
  if (reportId) await deleteIfPresent(reportId);
  await saveAnswers({ hasGeneticReport: false });
}

/**
 * "Replace": the new report is on file; the one it replaces is deleted and the answer "I have a
 * genetic report" saved.
 */
export async function recordReportReplacement(replacedId: string | null, newId: string) {
  if (replacedId && replacedId !== newId) await deleteIfPresent(replacedId);
  await saveAnswers({ hasGeneticReport: true });
}
