import { Hono } from 'hono';
import type { ActivityResponse } from '../../contract/account.ts';
import { messageOfIssue } from '../../contract/issue-message.ts';
import { servedStateCode, serviceNotAvailableDetail } from '../../contract/options/served-state.ts';
import { symptomCode } from '../../contract/phenotypes/symptom.ts';
import { diagnosisBeforeBirthProblem } from '../../contract/profile/field-rules.ts';
import { type OnboardingRequest, onboardingRequestSchema } from '../../contract/profile/wire.ts';
import type { ReportMediaType } from '../../contract/report.ts';
import { defineMessages, withValues } from '../../i18n/message.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { errorCode } from '../db/database-unavailable.ts';
import { exportRoutes } from '../export/export-routes.ts';
import { apiOnly, HttpError } from '../http/http-error.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { prefersAsync } from '../http/prefer.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { clientGone, requestCancelled } from '../http/request-cancelled.ts';
import { asked } from '../http/request-language.ts';
import { requireUser } from '../http/require-user.ts';
import { hpoRelease, isReleaseTerm } from '../phenotypes/index.ts';
import { UploadRefused } from '../queue/report-intake.ts';
import { isFinished } from '../queue/report-jobs.ts';
import { readUpload, type Upload } from '../reports/read-upload.ts';
import { completionProblem } from '../users/onboarding-completion.ts';
import { createAnswerSaver } from '../users/save-answers.ts';
import { storedAnswersOf, toMeResponse } from '../users/user-row.ts';
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
  unknownTerm: {
    id: 'error.symptoms.unknownTerm',
    defaultMessage: '{term} is not a term of the Human Phenotype Ontology release {release}',
  },
});
const ACCOUNT_GONE = userErrors.accountGone;
const UPLOAD_CANCELLED = userErrors.uploadCancelled;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The client's own id for an upload (`Upload-Id`, a UUID), so that a Cancel can reach an upload
 * whose answer it never received (`DELETE /api/genetic-report/jobs/{id}`); optional.
 */
function uploadIdOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const id = header.trim().toLowerCase();
  if (!UUID.test(id))
    throw new HttpError(422, apiOnly('Upload-Id must be a UUID'), {}, 'Upload-Id');
  return id;
}

export function userRoutes(deps: AppDeps, services: AppServices) {
  const { users, reports, sessions, limiter, authenticate, reportQueue, activity, mail } = services;
  const { jobs, intake, waiter } = reportQueue;
  const saveAnswers = createAnswerSaver(deps.db, deps.logger, { users, reports });

  async function submit(userId: string, upload: Upload, uploadId?: string): Promise<string> {
    try {
      return await intake.submit(userId, upload, uploadId);
    } catch (error) {
      // The account was deleted while its report was being uploaded.
      if (errorCode(error) === '23503') throw new HttpError(401, ACCOUNT_GONE);
      if (error instanceof UploadRefused) {
        if (error.reason === 'cancelled') throw new HttpError(400, UPLOAD_CANCELLED);
        throw new HttpError(
          409,
          apiOnly('This Upload-Id was used before. Send the upload with a new one.'),
        );
      }
      throw error;
    }
  }
  /** The year of diagnosis and the date of birth, as they will be stored, must agree (422). */
  async function refuseDiagnosisBeforeBirth(userId: string, body: OnboardingRequest) {
    if (typeof body.diagnosis !== 'number' && typeof body.dateOfBirth !== 'string') return;
    const row = await users.findById(userId);
    const stored = row ? storedAnswersOf(row) : null;
    const problem = diagnosisBeforeBirthProblem(
      body.diagnosis !== undefined ? body.diagnosis : stored?.diagnosis,
      body.dateOfBirth ?? stored?.dateOfBirth,
    );
    if (problem) {
      throw new HttpError(
        422,
        messageOfIssue(problem),
        {},
        typeof body.diagnosis === 'number' ? 'diagnosis' : 'dateOfBirth',
      );
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
    const unknownTerm = (body.symptoms ?? [])
      .map(symptomCode)
      .find((id) => id && !isReleaseTerm(id));
    if (unknownTerm) {
      throw new HttpError(
        422,
        withValues(userErrors.unknownTerm, { term: unknownTerm, release: hpoRelease.version }),
        {},
        'symptoms',
      );
    }
    const userId = c.get('userId');
    const incomplete = completionProblem(storedAnswersOf(c.get('user')), body);
    if (incomplete) throw new HttpError(422, incomplete, {}, 'has_completed_onboarding');
    await refuseDiagnosisBeforeBirth(userId, body);
    // "No genetic report" is one answer: uploads still waiting are cancelled first, so none can
    // be stored after the transaction below has deleted the reports on file.
    if (body.hasGeneticReport === false) await intake.cancelPendingForUser(userId);
    const user = await saveAnswers(userId, body);
    if (!user) throw new HttpError(401, ACCOUNT_GONE);
    // Only that the profile changed: never which answers or what they say.
    await activity.record(c, userId, 'profile_changed');
    return c.json(toMeResponse(user));
  });

  // The whole account: profile, sessions, reports, files and the security record (foreign-key
  // cascade, one statement). The notice mail is the patient's record of it from then on.
  app.delete('/', async (c) => {
    const userId = c.get('userId');
    const { email, name, language } = c.get('user');
    if (!(await users.deleteById(userId))) throw new HttpError(401, ACCOUNT_GONE);
    sessions.forgetUser(userId);
    deps.logger.info('account deleted', { userId });
    await mail.sendNotice('account-deleted', { email, name, language }, asked(c));
    return c.body(null, 204);
  });

  app.get('/activity', async (c) => {
    const events = await activity.recent(c.get('userId'));
    c.header('cache-control', 'private, no-store');
    return c.json({ events } satisfies ActivityResponse);
  });

  app.post('/process-document', uploadLimit, async (c) => {
    const userId = c.get('userId');
    // Aborted when the patient cancels (the browser closes the request): nothing is kept.
    const cancelled = requestCancelled(c);
    const uploadId = uploadIdOf(c.req.header('upload-id'));
    const upload = await readUpload(c);
    const jobId = await submit(userId, upload, uploadId);
    await activity.record(c, userId, 'report_uploaded');
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

  app.route('/export', exportRoutes(deps, services));

  app.get('/document', async (c) => {
    const userId = c.get('userId');
    const report = await reports.latestForUser(userId);
    const bytes = report ? await reports.readFile(report.id, userId) : null;
    if (!report || !bytes) throw new HttpError(404, userErrors.noReport);
    await activity.record(c, userId, 'report_downloaded');
    const extension = EXTENSIONS[report.media_type as ReportMediaType] ?? 'bin';
    return c.body(bytes, 200, {
      'content-type': report.media_type,
      'content-disposition': `attachment; filename="genetic-report.${extension}"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
