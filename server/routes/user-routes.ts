import { Hono } from 'hono';
import { servedStateCode, serviceNotAvailableDetail } from '../../contract/options/served-state.ts';
import { onboardingRequestSchema } from '../../contract/profile/wire.ts';
import type { ReportMediaType } from '../../contract/report.ts';
import { defineMessages, withValues } from '../../i18n/message.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { errorCode } from '../db/database-unavailable.ts';
import { HttpError } from '../http/http-error.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { prefersAsync } from '../http/prefer.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { clientGone, requestCancelled } from '../http/request-cancelled.ts';
import { requireUser } from '../http/require-user.ts';
import { isFinished } from '../queue/report-jobs.ts';
import { readUpload, type Upload } from '../reports/read-upload.ts';
import { createAnswerSaver } from '../users/save-answers.ts';
import { toMeResponse } from '../users/user-row.ts';
import { finishedAnswer, jobAnswer, statusUrl } from './job-answers.ts';

const EXTENSIONS: Record<ReportMediaType, 'pdf' | 'jpg' | 'png'> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const userErrors = defineMessages({
  accountGone: {
    id: 'error.accountGone',
    defaultMessage: 'Your account no longer exists. Please sign in again.',
  },
  uploadCancelled: {
    id: 'error.upload.cancelled',
    defaultMessage: 'The upload was cancelled, so the report was not kept.',
  },
  uploadLimit: {
    id: 'error.upload.tooMany',
    defaultMessage:
      'You have uploaded many reports recently. Please wait {minutes, plural, one {# minute} other {# minutes}} before uploading another.',
  },
  noReport: { id: 'error.report.noneUploaded', defaultMessage: 'No report has been uploaded yet' },
});
const ACCOUNT_GONE = userErrors.accountGone;
const UPLOAD_CANCELLED = userErrors.uploadCancelled;

export function userRoutes(deps: AppDeps, services: AppServices) {
  const { users, reports, sessions, limiter, authenticate, reportQueue } = services;
  const { jobs, intake, waiter } = reportQueue;
  const saveAnswers = createAnswerSaver(deps.db, deps.logger, { users, reports });

  async function submit(userId: string, upload: Upload): Promise<string> {
    try {
      return await intake.submit(userId, upload);
    } catch (error) {
      // The account was deleted while its report was being uploaded.
      if (errorCode(error) === '23503') throw new HttpError(401, ACCOUNT_GONE);
      throw error;
    }
  }
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps.tokens, authenticate));
  const { uploadMax, uploadWindowMs } = deps.config.rateLimit;
  const uploadLimit = rateLimit<AppEnv>(
    limiter,
    { name: 'upload', max: uploadMax, windowMs: uploadWindowMs },
    (c) => c.get('userId'),
    (seconds) => withValues(userErrors.uploadLimit, { minutes: Math.ceil(seconds / 60) }),
  );

  app.post('/onboarding', async (c) => {
    const body = await parseJsonBody(c, onboardingRequestSchema);
    if (body.state !== undefined && body.state !== servedStateCode) {
      throw new HttpError(422, serviceNotAvailableDetail, {}, 'state');
    }
    const userId = c.get('userId');
    // "No genetic report" is one answer: uploads still waiting are cancelled first, so none can
    // be stored after the transaction below has deleted the reports on file.
    if (body.hasGeneticReport === false) await intake.cancelPendingForUser(userId);
    const user = await saveAnswers(userId, body);
    if (!user) throw new HttpError(401, ACCOUNT_GONE);
    return c.json(toMeResponse(user));
  });

  // The whole account: profile, sessions, reports and files (foreign-key cascade, one statement).
  app.delete('/', async (c) => {
    const userId = c.get('userId');
    if (!(await users.deleteById(userId))) throw new HttpError(401, ACCOUNT_GONE);
    sessions.forgetUser(userId);
    deps.logger.info('account deleted', { userId });
    return c.body(null, 204);
  });

  app.post('/process-document', uploadLimit, async (c) => {
    const userId = c.get('userId');
    // Aborted when the patient cancels (the browser closes the request): nothing is kept.
    const cancelled = requestCancelled(c);
    const upload = await readUpload(c);
    const jobId = await submit(userId, upload);
    const dropCancelled = async () => {
      if (!(await intake.cancel(jobId))) await reports.deleteForUser(jobId, userId);
      users.forget(userId);
      deps.logger.info('report upload cancelled', { userId });
      throw new HttpError(400, UPLOAD_CANCELLED);
    };
    if (prefersAsync(c.req.header('prefer'))) {
      // Closed while the file was read or queued: nobody will hear of this job, so it goes
      if (await clientGone(cancelled)) return dropCancelled();
      const job = await jobs.findForUser(jobId, userId);
      if (!job) throw new HttpError(401, ACCOUNT_GONE);
      // Read already (rare): the answer is the result, and the preference was not applied.
      if (isFinished(job.status)) return finishedAnswer(c, job, reports);
      c.header('location', statusUrl(jobId));
      c.header('preference-applied', 'respond-async');
      return jobAnswer(c, job, { jobs, reports });
    }
    const job = await waiter.ended(jobId, cancelled);
    if (cancelled.aborted) return dropCancelled();
    // The account was deleted while its report waited or was read.
    if (!job) throw new HttpError(401, ACCOUNT_GONE);
    return finishedAnswer(c, job, reports);
  });

  app.get('/document', async (c) => {
    const userId = c.get('userId');
    const report = await reports.latestForUser(userId);
    const bytes = report ? await reports.readFile(report.id, userId) : null;
    if (!report || !bytes) throw new HttpError(404, userErrors.noReport);
    const extension = EXTENSIONS[report.media_type as ReportMediaType] ?? 'bin';
    return c.body(bytes, 200, {
      'content-type': report.media_type,
      'content-disposition': `attachment; filename="genetic-report.${extension}"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
