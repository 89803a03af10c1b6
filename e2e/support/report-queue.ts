import type { Page, Request } from '@playwright/test';

/**
 * A report queue in front of the page (the contract in contract/report.ts, `reportJobSchema`)
 * until the server has one: the upload is answered 202 with a job, and `GET status_url`
 * answers whatever phase the test has set; `DELETE status_url` is recorded and answered 204;
 * `GET /api/genetic-report/jobs` lists the job once uploaded, while it waits and is not cancelled.
 */
export type QueuePhase =
  | { status: 'queued'; ahead: number }
  | { status: 'reading'; pagesRead?: number; pages?: number }
  | { status: 'read'; result: unknown };

export const queuedJobUrl = '/api/genetic-report/jobs/job-e2e';

export async function serveReportQueue(page: Page, first: QueuePhase) {
  const state = { phase: first, deletes: [] as Request[], polls: 0, uploads: 0 };
  const jobBody = () => {
    const { phase } = state;
    if (phase.status === 'read') return null;
    return {
      job_id: 'job-e2e',
      status: phase.status,
      ahead: phase.status === 'queued' ? phase.ahead : 0,
      status_url: queuedJobUrl,
      ...(phase.status === 'reading' && phase.pages !== undefined
        ? { pages_read: phase.pagesRead ?? 0, pages: phase.pages }
        : {}),
    };
  };
  await page.route('**/api/user/process-document', (route) => {
    state.uploads += 1;
    return route.fulfill({ status: 202, json: jobBody() });
  });
  // The patient's waiting uploads, asked when the step opens (after a reload or a step back).
  await page.route('**/api/genetic-report/jobs', (route) => {
    const job = state.uploads > 0 && state.deletes.length === 0 ? jobBody() : null;
    return route.fulfill({ status: 200, json: { jobs: job ? [job] : [] } });
  });
  await page.route(`**${queuedJobUrl}`, (route) => {
    const request = route.request();
    if (request.method() === 'DELETE') {
      state.deletes.push(request);
      return route.fulfill({ status: 204 });
    }
    state.polls += 1;
    const { phase } = state;
    return phase.status === 'read'
      ? route.fulfill({ status: 200, json: phase.result })
      : route.fulfill({ status: 202, json: jobBody() });
  });
  return {
    state,
    /** What the next polls answer. */
    set: (phase: QueuePhase) => {
      state.phase = phase;
    },
  };
}
