import type { Page, Route } from '@playwright/test';

/**
 * The server's report queue on demand: a busy server (other reports ahead) cannot be made at
 * will, so while a scenario holds the queue, the page's questions about its upload get the
 * place the scenario says (contract/report.ts, `reportJobSchema`). The upload itself goes to the
 * real server and is read there; once the scenario lets the reading finish, the questions reach
 * the real server again, which answers the real result (or why it could not read the report).
 */
interface HeldQueue {
  status: 'queued' | 'reading';
  ahead: number;
  held: boolean;
  /** The real job the upload made. */
  job: { job_id: string; status_url: string } | null;
}

const queues = new WeakMap<Page, HeldQueue>();

const jobBody = (queue: HeldQueue) => ({
  job_id: queue.job?.job_id ?? '',
  status: queue.status,
  ahead: queue.status === 'queued' ? queue.ahead : 0,
  status_url: queue.job?.status_url ?? '',
});

async function answerUpload(route: Route, queue: HeldQueue): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as { job_id?: string; status_url?: string };
  // Read already (it happens with a one-page PDF): the real answer stands.
  if (!body.job_id || !body.status_url) return route.fulfill({ response });
  queue.job = { job_id: body.job_id, status_url: body.status_url };
  return route.fulfill({ response, status: 202, json: jobBody(queue) });
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
  const queue: HeldQueue = { status: 'queued', ahead, held: true, job: null };
  queues.set(page, queue);
  await page.route('**/api/user/process-document', (route) => answerUpload(route, queue), {
    times: 1,
  });
  await page.route('**/api/genetic-report/jobs/*', (route) => answerJob(route, queue));
  await page.route('**/api/genetic-report/jobs', (route) => answerJobList(route, queue));
}

export function moveReportQueue(page: Page, change: Partial<HeldQueue>): void {
  const queue = queues.get(page);
  if (!queue) throw new Error('No report queue is held in this scenario');
  Object.assign(queue, change);
}
