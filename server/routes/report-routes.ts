import { Hono } from 'hono';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';

export function reportRoutes(deps: AppDeps, { reports }: Pick<AppServices, 'reports'>) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps.tokens));

  app.get('/report/:id', async (c) => {
    const id = c.req.param('id');
    const report = id.length <= 100 ? await reports.findForUser(id, c.get('userId')) : null;
    if (!report) throw new HttpError(404, 'Report not found');
    return c.json(report.result);
  });

  return app;
}
