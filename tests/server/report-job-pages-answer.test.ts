import { reportJobListSchema, reportJobSchema } from '@contract/report';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import type { ReportExtractor } from '../../server/reports/report-extractor.ts';
import { eventually } from './support/eventually.ts';
import { gatedExtractor } from './support/gated-extractor.ts';
import { call, registerUser, type TestUser, uploadForm } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';
import { pngLike } from './support/stub-extractor.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const variants = [
  { name: 'pglite', postgres: false },
  ...(databaseUrl ? [{ name: 'postgres', postgres: true }] : []),
];
/** Uploads of this many extra bytes stand for scanned PDFs: the engine reports 1 of 3 pages. */
const SCANNED = 5000;

describe.each(variants)('the job answer while a scan is read, on $name', (variant) => {
  let server: LocalServer;
  let database: IsolatedDatabase | undefined;
  const gate = gatedExtractor();
  const extract: ReportExtractor = (bytes, mediaType, options) => {
    if (bytes.length === SCANNED + 68) options?.onProgress?.({ read: 1, pages: 3 });
    return gate.extract(bytes, mediaType, options);
  };
  beforeAll(async () => {
    if (variant.postgres) database = await isolatedSchema(databaseUrl as string);
    server = await startServerInProcess({
      extractReport: extract,
      ...(database ? { databaseUrl: database.url, env: database.queueEnv } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const upload = async (user: TestUser, bytes: Uint8Array) => {
    const response = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { prefer: 'respond-async' },
      body: uploadForm(bytes, 'report.png', 'image/png'),
    });
    expect(response.status, response.text).toBe(202);
    return v.parse(reportJobSchema, response.body);
  };
  const jobOf = (user: TestUser, jobId: string) =>
    call(server.url, 'GET', `/api/genetic-report/jobs/${jobId}`, { token: user.token });

  it('carries pages_read and pages while reading, none while queued or when unknown', async () => {
    expect(pngLike(SCANNED).length).toBe(SCANNED + 68);
    const [scanner, waiter] = [await registerUser(server.url), await registerUser(server.url)];
    const scan = await upload(scanner, pngLike(SCANNED));
    const reading = await gate.started(1);
    const shown = await eventually(
      () => jobOf(scanner, scan.job_id),
      (response) => (response.body as { pages_read?: number }).pages_read !== undefined,
    );
    expect(shown.status).toBe(202);
    expect(v.parse(reportJobSchema, shown.body)).toMatchObject({
      status: 'reading',
      pages_read: 1,
      pages: 3,
    });
    const list = await call(server.url, 'GET', '/api/genetic-report/jobs', {
      token: scanner.token,
    });
    expect(v.parse(reportJobListSchema, list.body).jobs[0]).toMatchObject({
      pages_read: 1,
      pages: 3,
    });

    const photo = await upload(waiter, pngLike());
    const queued = await jobOf(waiter, photo.job_id);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: 'queued' });
    expect(queued.body).not.toHaveProperty('pages_read');
    expect(queued.body).not.toHaveProperty('pages');

    reading.release();
    const photoReading = await gate.started(2);
    const unknown = await jobOf(waiter, photo.job_id);
    expect(unknown.body).toMatchObject({ status: 'reading' });
    expect(unknown.body).not.toHaveProperty('pages_read');
    expect(unknown.body).not.toHaveProperty('pages');
    photoReading.release();
    const done = await eventually(
      () => jobOf(scanner, scan.job_id),
      (response) => response.status !== 202,
    );
    expect(done.status, done.text).toBe(200);
  });
});
