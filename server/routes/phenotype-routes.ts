import { Hono } from 'hono';
import * as v from 'valibot';
import {
  PHENOTYPE_QUERY_MIN,
  type PhenotypeSearchResponse,
  phenotypeQuerySchema,
} from '../../contract/phenotypes/phenotype-search.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { describeIssues } from '../http/parse-json-body.ts';
import { requireUser } from '../http/require-user.ts';
import { searchPhenotypes } from '../phenotypes/index.ts';

/**
 * `GET /api/phenotypes?q=&lang=en|es&limit=N`: HPO terms for what a signed-in patient is typing,
 * best first (docs/phenotypes.md). The ontology stays here; the answer is a few hundred bytes.
 */
export function phenotypeRoutes(
  deps: AppDeps,
  { authenticate }: Pick<AppServices, 'authenticate'>,
) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps.tokens, authenticate));

  app.get('/', (c) => {
    const parsed = v.safeParse(phenotypeQuerySchema, c.req.query());
    if (!parsed.success) {
      const field = parsed.issues[0]?.path?.[0]?.key;
      throw new HttpError(422, describeIssues(parsed.issues), {}, String(field ?? 'q'));
    }
    const { q, lang, limit } = parsed.output;
    const started = performance.now();
    const terms = q.trim().length < PHENOTYPE_QUERY_MIN ? [] : searchPhenotypes(q, lang, limit);
    // What the patient types is health data: no shared cache may keep the URL or the answer.
    // The answer is a few hundred bytes: compressing it would cost more time than it saves.
    c.header('cache-control', 'private, no-store, no-transform');
    c.header('server-timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
    return c.json({ terms } satisfies PhenotypeSearchResponse);
  });

  return app;
}
