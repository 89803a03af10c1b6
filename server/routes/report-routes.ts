import { Hono } from 'hono';
import { defineMessage } from '../../i18n/message.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { jobRoutes } from './job-routes.ts';

const NOT_FOUND = defineMessage({
  id: 'error.report.notFound',
  defaultMessage: 'Report not found',
});

export function reportRoutes(
  deps: AppDeps,
  services: Pick<AppServices, 'reports' | 'authenticate' | 'users' | 'reportQueue' | 'activity'>,
) {
  const { reports, authenticate, users, activity } = services;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps.tokens, authenticate));
  app.route('/jobs', jobRoutes(deps, services));

  app.get('/report/:id', async (c) => {
    const id = c.req.param('id');
    const report = id.length <= 100 ? await reports.findForUser(id, c.get('userId')) : null;
    if (!report) throw new HttpError(404, NOT_FOUND);
    return c.json(report.result);
  });

  // The result and the file go together; another patient's id answers like an unknown one.
  app.delete('/report/:id', async (c) => {
    const id = c.req.param('id');
    const userId = c.get('userId');
    const deleted = id.length <= 100 && (await reports.deleteForUser(id, userId));
    if (!deleted) throw new HttpError(404, NOT_FOUND);
    users.forget(userId);
    await activity.record(c, userId, 'report_deleted');
    deps.logger.info('report deleted', { userId, runId: id });
    return c.body(null, 204);
  });

  return app;
}
