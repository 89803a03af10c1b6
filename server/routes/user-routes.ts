import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { servedStateCode, serviceNotAvailableDetail } from '../../contract/options/served-state.ts';
import { onboardingRequestSchema } from '../../contract/profile/wire.ts';
import {
  extractedReportSchema,
  MAX_UPLOAD_BYTES,
  type ReportMediaType,
  type ReportResult,
} from '../../contract/report.ts';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { parseJsonBody } from '../http/parse-json-body.ts';
import { requireUser } from '../http/require-user.ts';
import { isReportExtractionError } from '../reports/report-extractor.ts';
import { createUploadStore } from '../reports/upload-store.ts';
import { toMeResponse } from '../users/user-row.ts';

const EXTENSIONS: Record<ReportMediaType, 'pdf' | 'jpg' | 'png'> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const TOO_LARGE = 'The file is larger than 10 MB. Please upload a smaller file.';
// Multipart framing around a file at the limit stays far below this.
const MULTIPART_OVERHEAD = 64 * 1024;

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export function userRoutes(
  deps: AppDeps,
  { users, reports }: Pick<AppServices, 'users' | 'reports'>,
) {
  const uploads = createUploadStore(deps.config.dataDir);
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps.tokens));

  app.post('/onboarding', async (c) => {
    const body = await parseJsonBody(c, onboardingRequestSchema);
    if (body.state !== undefined && body.state !== servedStateCode) {
      throw new HttpError(422, serviceNotAvailableDetail, {}, 'state');
    }
    const user = await users.updateProfile(c.get('userId'), body);
    if (!user) throw new HttpError(401, 'Your account no longer exists. Please sign in again.');
    return c.json(toMeResponse(user));
  });

  app.post(
    '/process-document',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw new HttpError(413, TOO_LARGE);
      },
    }),
    async (c) => {
      const userId = c.get('userId');
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
        throw new HttpError(
          415,
          'Send the report as multipart/form-data with a field named "file"',
        );
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new HttpError(400, 'The upload could not be read as multipart/form-data');
      }
      const file = form.get('file');
      if (!(file instanceof File)) throw new HttpError(422, 'file is required');
      if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
      if (file.size === 0) throw new HttpError(422, 'The file is empty');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sniffed = await fileTypeFromBuffer(bytes);
      const mediaType = sniffed?.mime as ReportMediaType | undefined;
      if (!mediaType || !(mediaType in EXTENSIONS)) {
        throw new HttpError(415, 'Only PDF, JPEG and PNG files can be processed');
      }

      const started = performance.now();
      let extracted: v.InferOutput<typeof extractedReportSchema>;
      try {
        const raw = await deps.extractReport(bytes, mediaType, {
          signal: AbortSignal.timeout(deps.config.extractTimeoutMs),
        });
        extracted = v.parse(extractedReportSchema, raw);
      } catch (error) {
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

      const storageKey = await uploads.save(userId, EXTENSIONS[mediaType], bytes);
      const result: ReportResult = {
        run_id: randomUUID(),
        processed_at: new Date().toISOString(),
        ...extracted,
      };
      try {
        await reports.insert({
          id: result.run_id,
          user_id: userId,
          file_name: file.name.slice(0, 255),
          media_type: mediaType,
          byte_size: bytes.byteLength,
          storage_key: storageKey,
          result,
        });
        users.forget(userId);
      } catch (error) {
        await uploads.remove(storageKey);
        throw error;
      }
      deps.logger.info('report processed', {
        userId,
        runId: result.run_id,
        mediaType,
        bytes: bytes.byteLength,
        variants: result.variants.length,
        ms: Math.round(performance.now() - started),
      });
      return c.json(result);
    },
  );

  app.get('/document', async (c) => {
    const report = await reports.latestForUser(c.get('userId'));
    if (!report) throw new HttpError(404, 'No report has been uploaded yet');
    const bytes = await uploads.read(report.storage_key);
    const extension = EXTENSIONS[report.media_type as ReportMediaType] ?? 'bin';
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': report.media_type,
      'content-disposition': `attachment; filename="genetic-report.${extension}"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
