import { Hono } from 'hono';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { JOB_NOT_FOUND, jobAnswer, jobStatus } from './job-answers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `GET /api/genetic-report/jobs`: the patient's uploads still waiting or being read, so a step
 * opened again (after a reload, or after going back) shows the report it is waiting for.
 * `GET /api/genetic-report/jobs/{job_id}`: where an upload sent with `Prefer: respond-async`
 * stands, then its answer. `DELETE`: cancels it. Owner only: another patient's job is 404.
 * Mounted under the report routes, which authenticate.
 */
export function jobRoutes(
  deps: AppDeps,
  { reports, users, reportQueue }: Pick<AppServices, 'reports' | 'users' | 'reportQueue'>,
) {
  const app = new Hono<AppEnv>();
  const { jobs, intake } = reportQueue;

  async function ownJob(id: string, userId: string) {
    const job = UUID.test(id) ? await jobs.findForUser(id, userId) : null;
    if (!job) throw new HttpError(404, JOB_NOT_FOUND);
    return job;
  }

  app.get('/', async (c) => {
    const waiting = await jobs.waitingForUser(c.get('userId'));
    c.header('cache-control', 'private, no-store');
    return c.json({ jobs: await Promise.all(waiting.map((job) => jobStatus(job, jobs))) });
  });

  app.get('/:id', async (c) => {
    const job = await ownJob(c.req.param('id'), c.get('userId'));
    return jobAnswer(c, job, { jobs, reports });
  });

  // Cancelling keeps nothing: the file goes, and a result that arrived meanwhile goes too.
  app.delete('/:id', async (c) => {
    const userId = c.get('userId');
    const id = c.req.param('id');
    // An upload this patient's client named but that has not arrived (still being sent, or its
    // answer lost with the cancelled request): it will not be kept when it does.
    if (UUID.test(id) && (await intake.cancelBeforeArrival(id, userId))) {
      deps.logger.info('report upload cancelled before it arrived', { userId, jobId: id });
      return c.body(null, 204);
    }
    const job = await ownJob(id, userId);
    if (job.status === 'cancelled') throw new HttpError(404, JOB_NOT_FOUND);
    if (!(await intake.cancel(job.id))) {
      await reports.deleteForUser(job.id, userId);
      users.forget(userId);
    }
    deps.logger.info('report upload cancelled', { userId, jobId: job.id });
    return c.body(null, 204);
  });

  return app;
}
