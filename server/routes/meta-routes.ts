import { Hono } from 'hono';
import type { HealthResponse } from '../../contract/meta.ts';
import { defineMessage } from '../../i18n/message.ts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { checkReadiness } from '../db/readiness.ts';
import { isStorageFull, STORAGE_FULL, STORAGE_RETRY_AFTER_SECONDS } from '../db/storage-full.ts';
import { HttpError } from '../http/http-error.ts';
import { buildOpenApi } from '../openapi/build-openapi.ts';
import { renderDocsPage } from '../openapi/docs-page.ts';
import { publicConfigOf } from './public-config.ts';

const databaseDown = defineMessage({
  id: 'error.health.databaseDown',
  defaultMessage: 'The database is not available',
});

export function metaRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const openApiJson = JSON.stringify(buildOpenApi('0.1.0'), null, 2);

  // Readiness: the database answers a real read and a real write.
  app.get('/health', async (c) => {
    try {
      await checkReadiness(deps.db);
    } catch (error) {
      if (isStorageFull(error)) deps.storage.noteFull();
      else {
        deps.logger.warn('readiness check failed', { error: (error as Error).name });
        throw new HttpError(503, databaseDown, { 'retry-after': '5' });
      }
    }
    const storageProblem = await deps.storage.problem();
    if (storageProblem) {
      deps.logger.warn('readiness check failed', { error: 'storage full', reason: storageProblem });
      throw new HttpError(503, STORAGE_FULL, {
        'retry-after': String(STORAGE_RETRY_AFTER_SECONDS),
      });
    }
    return c.json({ status: 'ok', database: deps.db.kind } satisfies HealthResponse);
  });

  // Liveness: the process answers; says nothing about the database.
  app.get('/health/live', (c) => c.json({ status: 'ok' }));

  app.get('/config', async (c) => c.json(await publicConfigOf(deps)));

  app.get('/openapi.json', (c) =>
    c.body(openApiJson, 200, { 'content-type': 'application/json; charset=utf-8' }),
  );

  if (deps.config.apiDocs) {
    const page = renderDocsPage(openApiJson);
    app.get('/docs', (c) => c.html(page));
  }

  return app;
}
