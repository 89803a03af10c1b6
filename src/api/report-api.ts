import {
  type ReportJob,
  type ReportResult,
  reportJobListSchema,
  reportJobSchema,
  reportResultSchema,
} from '@contract/report';
import type { ReportAnswer } from '@machines/upload/report-answer';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { clientFailure, clientFailures } from './api-error';
import { http, requestJson, requestNoContent, toApiError } from './http';

/** 202 Accepted carries the report's job (it waits or is being read); 200 carries the result. */
async function requestReportAnswer(
  send: (client: KyInstance) => Promise<Response>,
): Promise<ReportAnswer> {
  let status: number;
  let body: unknown;
  try {
    const response = await send(http);
    status = response.status;
    body = await response.json();
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = v.safeParse(status === 202 ? reportJobSchema : reportResultSchema, body);
  if (!parsed.success) throw clientFailure(clientFailures.unexpectedAnswer, status);
  return parsed.output;
}

/**
 * The job's address on the API: only its path is used, so the token never goes to another
 * origin, whatever the server wrote in `status_url`.
 */
export function jobPath(statusUrl: string): string {
  const url = new URL(statusUrl, 'http://api.invalid');
  return `${url.pathname}${url.search}`.replace(/^\/+/, '');
}

/**
 * Field name "file", as the spec's multipart upload says; `signal` cancels the upload. A server
 * with a report queue answers the job at once (`Prefer: respond-async`), one without answers the
 * result when it has read the report.
 *
 * Each upload carries its own id (`Upload-Id`). A cancel before the answer arrived (the file
 * still being sent, or its answer on the way) also sends `DELETE` for that id: the server may
 * have the file already, or receive the rest of it later, and keeps nothing of it (issue 23).
 */
export function uploadReport(file: File, signal?: AbortSignal): Promise<ReportAnswer> {
  const body = new FormData();
  body.append('file', file);
  const uploadId = globalThis.crypto?.randomUUID?.();
  let answered = false;
  signal?.addEventListener(
    'abort',
    () => {
      if (answered || !uploadId) return;
      cancelReportJob(`api/genetic-report/jobs/${uploadId}`).catch(() => undefined);
    },
    { once: true },
  );
  return requestReportAnswer((client) =>
    client.post('api/user/process-document', {
      body,
      headers: { Prefer: 'respond-async', ...(uploadId ? { 'Upload-Id': uploadId } : {}) },
      ...(signal ? { signal } : {}),
    }),
  ).finally(() => {
    answered = !signal?.aborted;
  });
}

/**
 * A question about a job that does not reach the server (offline, a proxy between restarts) is
 * asked again after 1, 2, 4 and 8 seconds before it fails: a dropped connection must not lose
 * the job. The server's own answers (the job failed) are never retried.
 */
export const jobPollRetry = {
  limit: 4,
  methods: ['get'],
  statusCodes: [502, 503, 504],
  delay: (attempt: number) => 1000 * 2 ** (attempt - 1),
};

/** `GET status_url`: the job while it waits or is read, then the result or the reason it failed. */
export function fetchReportJob(statusUrl: string, signal?: AbortSignal): Promise<ReportAnswer> {
  return requestReportAnswer((client) =>
    client.get(jobPath(statusUrl), { retry: jobPollRetry, ...(signal ? { signal } : {}) }),
  );
}

/** The patient's newest upload still waiting or being read, or null: `GET /api/genetic-report/jobs`. */
export async function fetchWaitingReportJob(signal?: AbortSignal): Promise<ReportJob | null> {
  const { jobs } = await requestJson(reportJobListSchema, (client) =>
    client.get('api/genetic-report/jobs', signal ? { signal } : {}),
  );
  return jobs[0] ?? null;
}

/** `DELETE status_url`: the report is not read, and the upload is not kept. */
export function cancelReportJob(statusUrl: string): Promise<void> {
  return requestNoContent((client) => client.delete(jobPath(statusUrl)));
}

/** A stored result: `GET /api/genetic-report/report/{id}`. */
export function fetchReport(reportId: string): Promise<ReportResult> {
  return requestJson(reportResultSchema, (client) =>
    client.get(`api/genetic-report/report/${encodeURIComponent(reportId)}`),
  );
}
