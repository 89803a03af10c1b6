import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { createActivityLog } from './activity/activity-log.ts';
import type { AppDeps, AppEnv, AppServices } from './app-env.ts';
import { createAccountTokens } from './auth/account-tokens.ts';
import { createSessionStore } from './auth/session-store.ts';
import {
  DatabaseUnavailableError,
  errorCode,
  isConnectionFailure,
} from './db/database-unavailable.ts';
import { isStorageFull, STORAGE_FULL, STORAGE_RETRY_AFTER_SECONDS } from './db/storage-full.ts';
import { compressJson } from './http/compress-json.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { requestErrors } from './http/error-messages.ts';
import { errorBody, HttpError } from './http/http-error.ts';
import { linkPagePolicy } from './http/link-page-policy.ts';
import { noStore } from './http/no-store.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { refuseControlCharacters } from './http/refuse-control-characters.ts';
import { requestLog } from './http/request-log.ts';
import { spa } from './http/spa.ts';
import { devOutboxRoutes } from './mail/dev-outbox-routes.ts';
import { createMailService } from './mail/mail-service.ts';
import { createReportQueueService } from './queue/report-queue-service.ts';
import { createReportFileStore } from './reports/report-file-store.ts';
import { createReportRepository } from './reports/report-repository.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { metaRoutes } from './routes/meta-routes.ts';
import { phenotypeRoutes } from './routes/phenotype-routes.ts';
import { publicConfigOf } from './routes/public-config.ts';
import { reportRoutes } from './routes/report-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { UserCache } from './users/user-cache.ts';
import { createUserRepository } from './users/user-repository.ts';

const JSON_BODY_LIMIT = 64 * 1024;
// The upload route reads its own body, with a larger limit (server/reports/read-upload.ts).
const UPLOAD_PATH = '/api/user/process-document';
/** Answers that carry a new access token: never compressed (BREACH, docs/decisions.md). */
const CREDENTIAL_PATHS = new Set([
  '/auth/register',
  '/auth/login',
  '/auth/google',
  '/auth/google/link',
  '/auth/password',
]);

export type { AppDeps } from './app-env.ts';

/** One set per app, so every route shares the same caches. */
export function createServices(deps: AppDeps): AppServices {
  // Embedded PGlite: this process is the only writer, so rows can be remembered.
  const embedded = deps.db.kind === 'pglite';
  const users = createUserRepository(
    deps.db,
    embedded ? new UserCache(deps.config.userCacheEntries) : undefined,
  );
  const sessions = createSessionStore(deps.db, { cache: embedded });
  const files = createReportFileStore(deps.db, deps.reportKeyring);
  const tokens = createAccountTokens(deps.db);
  const reports = createReportRepository(deps.db, files, {
    keepPerUser: deps.config.reportsPerUser,
    keyring: deps.reportKeyring,
  });
  return {
    users,
    reports,
    reportQueue: createReportQueueService(deps, {
      files,
      reports,
      forgetUser: (userId) => users.forget(userId),
    }),
    sessions,
    tokens,
    mail: createMailService(deps, { users, tokens }),
    activity: createActivityLog(deps.db, { trustedProxies: deps.config.trustedProxies }),
    limiter: createRateLimiter(deps.db),
    // PGlite: both from memory once warm. PostgreSQL: one query reads the session and the user.
    authenticate: embedded
      ? async (sessionId, userId) =>
          (await sessions.isActive(sessionId, userId)) ? users.findById(userId) : null
      : users.findBySession,
  };
}

export function createApp(deps: AppDeps, services: AppServices = createServices(deps)) {
  const app = new Hono<AppEnv>();

  if (deps.config.logRequests) app.use('*', requestLog(deps.logger));
  // Before secureHeaders, so its Referrer-Policy is the one replaced on the link pages.
  app.use('*', linkPagePolicy());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: undefined,
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      crossOriginEmbedderPolicy: false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  const csp = contentSecurityPolicy(deps.config.cal.embedUrl);
  app.use('*', async (c, next) => {
    await next();
    // A policy governs documents (and workers); hashed scripts and styles are neither, and the
    // 400 bytes would go out with each of the 25 assets of a signed-in first load.
    if (!c.req.path.startsWith('/assets/')) c.header('content-security-policy', csp);
  });
  app.use('*', compressJson({ threshold: 1024, skip: (c) => CREDENTIAL_PATHS.has(c.req.path) }));
  const corsForApi = cors({
    origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
    allowHeaders: ['authorization', 'content-type', 'prefer', 'upload-id'],
    exposeHeaders: ['location', 'preference-applied'],
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  app.use('/api/*', corsForApi);
  app.use('/auth/*', corsForApi);
  for (const prefix of ['/api/*', '/auth/*']) {
    app.use(prefix, noStore);
    app.use(prefix, refuseControlCharacters);
  }
  app.use('*', async (c, next) => {
    if (c.req.path === UPLOAD_PATH) return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new HttpError(413, requestErrors.bodyTooLarge);
      },
    })(c, next);
  });

  app.route('/auth', authRoutes(deps, services));
  app.route('/api/user', userRoutes(deps, services));
  app.route('/api/genetic-report', reportRoutes(deps, services));
  app.route('/api/phenotypes', phenotypeRoutes(deps, services));
  app.route('/api', metaRoutes(deps));
  if (deps.config.mail.devOutboxViewer) {
    app.route('/api/dev/mail', devOutboxRoutes(deps.config.dataDir));
  }
  app.use(
    '*',
    spa(deps.config.clientDir, {
      serveSourceMaps: deps.config.serveSourceMaps,
      publicConfig: () => publicConfigOf(deps),
    }),
  );

  app.notFound((c) => c.json(errorBody(requestErrors.notFound), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.reason ?? error.detail, error.field), error.status);
    }
    if (isStorageFull(error)) {
      deps.storage.noteFull();
      deps.logger.warn('storage full', { method: c.req.method, path: c.req.path });
      c.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      return c.json(errorBody(STORAGE_FULL), 503);
    }
    // Queries through Drizzle reach here with the driver's error as their cause.
    if (error instanceof DatabaseUnavailableError || isConnectionFailure(error)) {
      c.header('retry-after', '5');
      return c.json(errorBody(requestErrors.databaseUnavailable), 503);
    }
    // Name and code only: a database error's message can quote the submitted value.
    deps.logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: error.name,
      code: errorCode(error),
    });
    return c.json(errorBody(requestErrors.serverFault), 500);
  });

  return app;
}
