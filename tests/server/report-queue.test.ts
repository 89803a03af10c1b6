import { reportJobListSchema, reportJobSchema, reportResultSchema } from '@contract/report';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { eventually } from './support/eventually.ts';
import { gatedExtractor } from './support/gated-extractor.ts';
import { call, detailOf, registerUser, type TestUser, uploadForm } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';
import { pngLike } from './support/stub-extractor.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
// PostgreSQL in a schema of its own: `ahead` counts every job on the database.
const variants = [
  { name: 'pglite', postgres: false },
  ...(databaseUrl ? [{ name: 'postgres', postgres: true }] : []),
];

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe.each(variants)('the report queue on $name (issue 15 item 4)', (variant) => {
  let server: LocalServer;
  let database: IsolatedDatabase | undefined;
  let gate = gatedExtractor();
  beforeAll(async () => {
    if (variant.postgres) database = await isolatedSchema(databaseUrl as string);
    server = await startServerInProcess({
      extractReport: (...args) => gate.extract(...args),
      ...(database ? { databaseUrl: database.url, env: database.queueEnv } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const uploadAsync = async (user: TestUser, bytes: Uint8Array) => {
    const response = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { prefer: 'respond-async' },
      body: uploadForm(bytes, 'report.png', 'image/png'),
    });
    expect(response.status, response.text).toBe(202);
    return { response, job: v.parse(reportJobSchema, response.body) };
  };
  const jobOf = (user: TestUser, jobId: string, method = 'GET') =>
    call(server.url, method, `/api/genetic-report/jobs/${jobId}`, { token: user.token });
  const finished = (user: TestUser, jobId: string) =>
    eventually(
      () => jobOf(user, jobId),
      (response) => response.status !== 202,
    );

  it('answers 202 with the job and its address, then the result once read', async () => {
    gate = gatedExtractor();
    const user = await registerUser(server.url);
    const { response, job } = await uploadAsync(user, pngLike());
    expect(response.headers.get('location')).toBe(`/api/genetic-report/jobs/${job.job_id}`);
    expect(response.headers.get('preference-applied')).toBe('respond-async');
    expect(job.status_url).toBe(`/api/genetic-report/jobs/${job.job_id}`);
    const reading = await gate.started(1);
    const waiting = await jobOf(user, job.job_id);
    expect(waiting.status).toBe(202);
    expect(v.parse(reportJobSchema, waiting.body)).toMatchObject({ status: 'reading', ahead: 0 });

    reading.release();
    const done = await finished(user, job.job_id);
    expect(done.status, done.text).toBe(200);
    const result = v.parse(reportResultSchema, done.body);
    expect(result.run_id).toBe(job.job_id);
    const stored = await call(server.url, 'GET', `/api/genetic-report/report/${job.job_id}`, {
      token: user.token,
    });
    expect(stored.body).toEqual(result);
  });

  it("serves every patient's first report before anyone's second and says how many are ahead", async () => {
    gate = gatedExtractor();
    const [ann, ben] = [await registerUser(server.url), await registerUser(server.url)];
    const files = { a1: pngLike(), a2: pngLike(), a3: pngLike(), b1: pngLike() };
    await uploadAsync(ann, files.a1);
    await gate.started(1);
    const a2 = (await uploadAsync(ann, files.a2)).job;
    const a3 = (await uploadAsync(ann, files.a3)).job;
    const b1 = (await uploadAsync(ben, files.b1)).job;
    const ahead = async (user: TestUser, jobId: string) =>
      (v.parse(reportJobSchema, (await jobOf(user, jobId)).body) as { ahead: number }).ahead;
    expect(await ahead(ben, b1.job_id)).toBe(1);
    expect(await ahead(ann, a2.job_id)).toBe(2);
    expect(await ahead(ann, a3.job_id)).toBe(3);
    // Another patient's job is not found, like an unknown one.
    expect((await jobOf(ben, a2.job_id)).status).toBe(404);
    expect((await jobOf(ben, a2.job_id, 'DELETE')).status).toBe(404);
    expect((await jobOf(ann, a2.job_id)).status).toBe(202);

    for (let i = 1; i <= 4; i += 1) (await gate.started(i)).release();
    const order = gate.readings.map(
      (reading) => Object.entries(files).find(([, bytes]) => sameBytes(bytes, reading.bytes))?.[0],
    );
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect((await finished(ann, a3.job_id)).status).toBe(200);
  });

  it('cancels a queued and a reading job, keeping neither file nor result', async () => {
    gate = gatedExtractor();
    const user = await registerUser(server.url);
    const first = (await uploadAsync(user, pngLike())).job;
    const reading = await gate.started(1);
    const second = (await uploadAsync(user, pngLike())).job;

    expect((await jobOf(user, second.job_id, 'DELETE')).status).toBe(204);
    expect((await jobOf(user, second.job_id)).status).toBe(404);
    expect((await jobOf(user, first.job_id, 'DELETE')).status).toBe(204);
    await eventually(
      async () => reading.signal?.aborted,
      (aborted) => aborted === true,
    );
    expect((await jobOf(user, first.job_id)).status).toBe(404);

    const third = pngLike();
    const next = await uploadAsync(user, third);
    // The cancelled second upload is never read: the next reading is the third.
    const after = await gate.started(2);
    expect(sameBytes(after.bytes, third)).toBe(true);
    after.release();
    expect((await finished(user, next.job.job_id)).status).toBe(200);
    const me = await call(server.url, 'GET', '/auth/me', { token: user.token });
    expect(me.body).toMatchObject({ latestReportId: next.job.job_id });
    for (const gone of [first.job_id, second.job_id]) {
      const report = await call(server.url, 'GET', `/api/genetic-report/report/${gone}`, {
        token: user.token,
      });
      expect(report.status).toBe(404);
    }
  });

  it('cancels waiting uploads when the patient answers that they have no report', async () => {
    gate = gatedExtractor();
    const user = await registerUser(server.url);
    const first = (await uploadAsync(user, pngLike())).job;
    const reading = await gate.started(1);
    const second = (await uploadAsync(user, pngLike())).job;
    const saved = await call(server.url, 'POST', '/api/user/onboarding', {
      token: user.token,
      json: { hasGeneticReport: false },
    });
    expect(saved.status, saved.text).toBe(200);
    for (const job of [first, second]) expect((await jobOf(user, job.job_id)).status).toBe(404);
    await eventually(
      async () => reading.signal?.aborted,
      (aborted) => aborted === true,
    );
  });

  it("lists the patient's own uploads still waiting or being read, newest first", async () => {
    gate = gatedExtractor();
    const [ann, ben] = [await registerUser(server.url), await registerUser(server.url)];
    const waitingOf = async (user: TestUser) => {
      const answer = await call(server.url, 'GET', '/api/genetic-report/jobs', {
        token: user.token,
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      return v.parse(reportJobListSchema, answer.body).jobs;
    };
    expect(await waitingOf(ann)).toEqual([]);
    const first = (await uploadAsync(ann, pngLike())).job;
    const reading = await gate.started(1);
    const second = (await uploadAsync(ann, pngLike())).job;
    const listed = await waitingOf(ann);
    expect(listed.map((job) => [job.job_id, job.status, job.ahead])).toEqual([
      [second.job_id, 'queued', 1],
      [first.job_id, 'reading', 0],
    ]);
    expect(listed[0]?.status_url).toBe(second.status_url);
    expect(await waitingOf(ben)).toEqual([]);

    reading.release();
    expect((await finished(ann, first.job_id)).status).toBe(200);
    expect((await jobOf(ann, second.job_id, 'DELETE')).status).toBe(204);
    expect(await waitingOf(ann)).toEqual([]);
    const anonymous = await call(server.url, 'GET', '/api/genetic-report/jobs', {});
    expect(anonymous.status).toBe(401);
  });

  it("answers a failed reading with the engine's message and the upload's status", async () => {
    gate = gatedExtractor();
    const user = await registerUser(server.url);
    const { job } = await uploadAsync(user, pngLike());
    (await gate.started(1)).fail('The scan is too blurry to read.');
    const answer = await finished(user, job.job_id);
    expect(answer.status).toBe(422);
    expect(detailOf(answer)).toBe('The scan is too blurry to read.');
    const document = await call(server.url, 'GET', '/api/user/document', { token: user.token });
    expect(document.status).toBe(404);
  });

  it('rejects job ids that are not ids, and jobs nobody has', async () => {
    const user = await registerUser(server.url);
    for (const id of ['x', '00000000-0000-0000-0000-000000000000', `${'a'.repeat(300)}`]) {
      const answer = await jobOf(user, id);
      expect(answer.status).toBe(404);
      expect(detailOf(answer)).toMatch(/not found/);
    }
  });
});
