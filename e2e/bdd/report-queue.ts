import type { Page, Request, Route } from '@playwright/test';

/**
 * The server's report queue on demand: a busy server (other reports ahead) cannot be made at
 * will, so while a scenario holds the queue, the upload waits in the browser's route, the page
 * is told the place the scenario says (contract/report.ts, `reportJobSchema`) and its questions
 * about the upload get that place. The real server receives the upload, unchanged, only when the
 * scenario lets the reading finish; then every question reaches the real server, which answers
 * the real result (or why it could not read the report).
 *
 * The upload must not reach the server earlier: it would read the report at once and say so
 * everywhere the queue is not routed (the report on file in `GET /auth/me` after a reload, its
 * result under `/api/genetic-report/report/{id}`), while the page is told it still waits.
 * A cancel (`DELETE` of the job) goes to the real server as it is: the server remembers it and
 * refuses the upload if it ever arrives (docs/api.md, issue 24 additions).
 */
interface HeldQueue {
  status: 'queued' | 'reading';
  ahead: number;
  held: boolean;
  /** The job the upload names (its `Upload-Id`, which the server makes the job id). */
  job: { job_id: string; status_url: string } | null;
  /** The upload as the browser sent it, for the real server once the reading may finish. */
  upload: Request | null;
}

const queues = new WeakMap<Page, HeldQueue>();

const jobBody = (queue: HeldQueue) => ({
  job_id: queue.job?.job_id ?? '',
  status: queue.status,
  ahead: queue.status === 'queued' ? queue.ahead : 0,
  status_url: queue.job?.status_url ?? '',
});

async function answerUpload(route: Route, queue: HeldQueue): Promise<void> {
  const uploadId = await route.request().headerValue('upload-id');
  // Without its own id the upload cannot be named before the server has it: no queue to hold.
  if (!uploadId) throw new Error('The upload carries no Upload-Id: the held queue cannot name it');
  queue.job = { job_id: uploadId, status_url: `/api/genetic-report/jobs/${uploadId}` };
  queue.upload = route.request();
  return route.fulfill({ status: 202, json: jobBody(queue) });
}

function answerJob(route: Route, queue: HeldQueue): Promise<void> {
  const own = queue.job && route.request().url().endsWith(queue.job.status_url);
  if (!queue.held || !own || route.request().method() !== 'GET') return route.fallback();
  return route.fulfill({ status: 202, json: jobBody(queue) });
}

function answerJobList(route: Route, queue: HeldQueue): Promise<void> {
  if (!queue.held || !queue.job) return route.fallback();
  return route.fulfill({ status: 200, json: { jobs: [jobBody(queue)] } });
}

/** From the next upload on, the queue answers as the scenario says. */
export async function holdReportQueue(page: Page, ahead: number): Promise<void> {
  const queue: HeldQueue = { status: 'queued', ahead, held: true, job: null, upload: null };
  queues.set(page, queue);
  await page.route('**/api/user/process-document', (route) => answerUpload(route, queue), {
    times: 1,
  });
  await page.route('**/api/genetic-report/jobs/*', (route) => answerJob(route, queue));
  await page.route('**/api/genetic-report/jobs', (route) => answerJobList(route, queue));
}

function heldQueue(page: Page): HeldQueue {
  const queue = queues.get(page);
  if (!queue) throw new Error('No report queue is held in this scenario');
  return queue;
}

export function moveReportQueue(page: Page, change: Pick<HeldQueue, 'status' | 'ahead'>): void {
  Object.assign(heldQueue(page), change);
}

/**
 * The reading may finish: the held upload goes to the real server (the browser's own request:
 * address, headers with the token and `Upload-Id`, body), which queues and reads it; from then
 * on the page's questions reach the real server.
 */
export async function releaseReportQueue(page: Page): Promise<void> {
  const queue = heldQueue(page);
  if (!queue.upload) throw new Error('No upload was held: the patient uploaded nothing');
  const response = await page.request.fetch(queue.upload);
  if (response.status() !== 202) {
    throw new Error(
      `The server answered the held upload ${response.status()}: ${await response.text()}`,
    );
  }
  queue.held = false;
}
