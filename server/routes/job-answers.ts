import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReportJob } from '../../contract/report.ts';
import { defineMessage } from '../../i18n/message.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../http/http-error.ts';
import type { ReportJobRow, ReportJobs } from '../queue/report-jobs.ts';
import { readingFailures, readingMessage } from '../reports/reading-messages.ts';
import type { ReportRepository } from '../reports/report-repository.ts';

export const statusUrl = (jobId: string) => `/api/genetic-report/jobs/${jobId}`;
export const JOB_NOT_FOUND = defineMessage({
  id: 'error.upload.notFound',
  defaultMessage: 'Report upload not found',
});

/**
 * Where a waiting job stands: queued or being read, how many reports are ahead of it, and while
 * a scanned PDF is read, how many of its pages are done.
 */
export async function jobStatus(job: ReportJobRow, jobs: ReportJobs): Promise<ReportJob> {
  const answer: ReportJob = {
    job_id: job.id,
    status: job.status === 'reading' ? 'reading' : 'queued',
    ahead: await jobs.ahead(job),
    status_url: statusUrl(job.id),
  };
  if (job.status === 'reading' && job.pages_read !== null && job.pages !== null) {
    answer.pages_read = job.pages_read;
    answer.pages = job.pages;
  }
  return answer;
}

/** 202 with the job while it waits or is read; what the upload would have answered after. */
export async function jobAnswer(
  c: Context<AppEnv>,
  job: ReportJobRow,
  services: { jobs: ReportJobs; reports: ReportRepository },
): Promise<Response> {
  c.header('cache-control', 'private, no-store');
  if (job.status === 'queued' || job.status === 'reading') {
    return c.json(await jobStatus(job, services.jobs), 202);
  }
  return finishedAnswer(c, job, services.reports);
}

/** The result (200) once read; the reading's error (`{ detail }`, its status) once failed. */
export async function finishedAnswer(
  c: Context<AppEnv>,
  job: ReportJobRow,
  reports: ReportRepository,
): Promise<Response> {
  if (job.status === 'done') {
    const report = await reports.findForUser(job.id, job.user_id);
    // Read, then deleted by the patient or by the reports-per-patient limit.
    if (!report) throw new HttpError(404, JOB_NOT_FOUND);
    return c.json(report.result);
  }
  if (job.status === 'failed') {
    throw new HttpError(
      (job.http_status ?? 500) as ContentfulStatusCode,
      job.detail ? readingMessage(job.detail) : readingFailures.notProcessed,
    );
  }
  throw new HttpError(404, JOB_NOT_FOUND);
}
