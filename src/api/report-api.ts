import { type ReportResult, reportResultSchema } from '@contract/report';
import { requestJson } from './http';

/** Field name "file", as the spec's multipart upload says; `signal` cancels the upload. */
export function uploadReport(file: File, signal?: AbortSignal): Promise<ReportResult> {
  const body = new FormData();
  body.append('file', file);
  return requestJson(reportResultSchema, (client) =>
    client.post('api/user/process-document', { body, ...(signal ? { signal } : {}) }),
  );
}

/** A stored result: `GET /api/genetic-report/report/{id}`. */
export function fetchReport(reportId: string): Promise<ReportResult> {
  return requestJson(reportResultSchema, (client) =>
    client.get(`api/genetic-report/report/${encodeURIComponent(reportId)}`),
  );
}
