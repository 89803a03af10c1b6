import type { GeneticReportResult } from '../../machines/domain/genetic-report';
import { reportResultSchema } from '../../server/contract/report';
import { requestJson } from './http';

/** Field name "file", as the spec's multipart upload says. */
export function uploadReport(file: File, signal?: AbortSignal): Promise<GeneticReportResult> {
  const body = new FormData();
  body.append('file', file);
  return requestJson(reportResultSchema, (client) =>
    client.post('api/user/process-document', { body, ...(signal ? { signal } : {}) }),
  );
}

export function fetchReport(runId: string): Promise<GeneticReportResult> {
  return requestJson(reportResultSchema, (client) =>
    client.get(`api/genetic-report/report/${encodeURIComponent(runId)}`),
  );
}
