import { Hono } from 'hono';
import type { AppDeps, AppEnv, AppServices } from '../app-env.ts';
import { apiOnly, HttpError } from '../http/http-error.ts';
import { exportFiles, exportFormats, isExportFormat } from './export-format.ts';
import { fhirBundle } from './fhir/fhir-bundle.ts';
import { readPatientRecord } from './patient-record.ts';
import { phenopacket } from './phenopacket/phenopacket.ts';
import { exportVocabulary, type PhenotypeVocabulary } from './phenotype-vocabulary.ts';

const UNKNOWN_FORMAT = `Choose a format: ${exportFormats.map((format) => `format=${format}`).join(' or ')}.`;

/**
 * `GET /api/user/export?format=fhir|phenopacket`: the signed-in patient's record as a file to
 * keep. Mounted inside the user routes, behind their sign-in check. Only the format travels in
 * the address; the answer is never cached; the log line and the patient's activity record name no health value.
 */
export function exportRoutes(
  deps: Pick<AppDeps, 'logger'>,
  services: Pick<AppServices, 'reports' | 'activity'>,
  vocabulary: PhenotypeVocabulary = exportVocabulary,
) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const format = c.req.query('format');
    if (!isExportFormat(format)) throw new HttpError(400, apiOnly(UNKNOWN_FORMAT), {}, 'format');
    const user = c.get('user');
    const record = await readPatientRecord(user, services.reports);
    const body =
      format === 'fhir' ? fhirBundle(record, vocabulary) : phenopacket(record, vocabulary);
    await services.activity.record(c, user.id, 'data_exported');
    deps.logger.info('record exported', { userId: user.id, format });
    const file = exportFiles[format];
    return c.body(JSON.stringify(body), 200, {
      'content-type': `${file.contentType}; charset=utf-8`,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
    });
  });
  return app;
}
