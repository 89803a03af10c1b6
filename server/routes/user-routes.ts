import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { servedStateCode, serviceNotAvailableDetail } from '../../contract/options/served-state.ts';
import { onboardingRequestSchema } from '../../contract/profile/wire.ts';
import {
  type ExtractedReport,
  extractedReportSchema,
  type ReportMediaType,
  type ReportResult,
} from '../../contract/report.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { errorCode } from '../db/database-unavailable.ts';
import { HttpError } from '../http/http-error.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { requestCancelled } from '../http/request-cancelled.ts';
import { requireUser } from '../http/require-user.ts';
import { readUpload } from '../reports/read-upload.ts';
import { isReportExtractionError } from '../reports/report-extractor.ts';
import { toMeResponse } from '../users/user-row.ts';

const EXTENSIONS: Record<ReportMediaType, 'pdf' | 'jpg' | 'png'> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';
const UPLOAD_CANCELLED = 'The upload was cancelled, so the report was not kept.';

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export function userRoutes(deps: AppDeps, services: AppServices) {
  const { users, reports, sessions, limiter, authenticate } = services;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps.tokens, authenticate));
  const { uploadMax, uploadWindowMs } = deps.config.rateLimit;
  const uploadLimit = rateLimit<AppEnv>(
    limiter,
    { name: 'upload', max: uploadMax, windowMs: uploadWindowMs },
    (c) => c.get('userId'),
    (seconds) =>
      `You have uploaded many reports recently. Please wait ${Math.ceil(seconds / 60)} minutes before uploading another.`,
  );

  async function extract(
    bytes: Uint8Array,
    mediaType: ReportMediaType,
    userId: string,
    cancelled: AbortSignal,
  ) {
    try {
      const raw = await deps.extractReport(bytes, mediaType, {
        signal: AbortSignal.any([AbortSignal.timeout(deps.config.extractTimeoutMs), cancelled]),
      });
      return v.parse(extractedReportSchema, raw) as ExtractedReport;
    } catch (error) {
      if (cancelled.aborted) throw new HttpError(400, UPLOAD_CANCELLED);
      if (isReportExtractionError(error)) throw new HttpError(422, error.message);
      if (isAbort(error)) {
        throw new HttpError(422, 'Reading this report took too long. Please try a clearer copy.');
      }
      deps.logger.error('report extraction failed', {
        userId,
        error: error instanceof Error ? error.name : 'unknown',
      });
      throw new HttpError(500, 'The report could not be processed. Please try again.');
    }
  }

  app.post('/onboarding', async (c) => {
    const body = await parseJsonBody(c, onboardingRequestSchema);
    if (body.state !== undefined && body.state !== servedStateCode) {
      throw new HttpError(422, serviceNotAvailableDetail, {}, 'state');
    }
    const userId = c.get('userId');
    let user = await users.updateProfile(userId, body);
    if (!user) throw new HttpError(401, ACCOUNT_GONE);
    // "No genetic report" is one answer: the reports on file go with it (step 4 says so first).
    if (body.hasGeneticReport === false && user.latest_report_id !== null) {
      await reports.deleteAllForUser(userId);
      users.forget(userId);
      user = (await users.findById(userId)) ?? user;
      deps.logger.info('reports removed after answering no', { userId });
    }
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
    const started = performance.now();
    const extracted = await extract(upload.bytes, upload.mediaType, userId, cancelled);
    if (cancelled.aborted) throw new HttpError(400, UPLOAD_CANCELLED);
    const result: ReportResult = {
      run_id: randomUUID(),
      processed_at: new Date().toISOString(),
      ...extracted,
    };
    try {
      await reports.insert(
        {
          id: result.run_id,
          user_id: userId,
          file_name: upload.fileName,
          media_type: upload.mediaType,
          byte_size: upload.bytes.byteLength,
          result,
        },
        upload.bytes,
      );
    } catch (error) {
      // The account was deleted while its report was being read.
      if (errorCode(error) === '23503') throw new HttpError(401, ACCOUNT_GONE);
      throw error;
    }
    users.forget(userId);
    if (cancelled.aborted) {
      // Cancelled while it was being stored: take it back out.
      await reports.deleteForUser(result.run_id, userId);
      users.forget(userId);
      deps.logger.info('report upload cancelled', { userId });
      throw new HttpError(400, UPLOAD_CANCELLED);
    }
    deps.logger.info('report processed', {
      userId,
      runId: result.run_id,
      mediaType: upload.mediaType,
      bytes: upload.bytes.byteLength,
      variants: result.variants.length,
      ms: Math.round(performance.now() - started),
    });
    return c.json(result);
  });

  app.get('/document', async (c) => {
    const userId = c.get('userId');
    const report = await reports.latestForUser(userId);
    const bytes = report ? await reports.readFile(report.id, userId) : null;
    if (!report || !bytes) throw new HttpError(404, 'No report has been uploaded yet');
    const extension = EXTENSIONS[report.media_type as ReportMediaType] ?? 'bin';
    return c.body(bytes, 200, {
      'content-type': report.media_type,
      'content-disposition': `attachment; filename="genetic-report.${extension}"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
