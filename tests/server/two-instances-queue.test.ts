import { reportJobSchema, reportResultSchema } from '@contract/report';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, spawnServer, spawnWorker } from '../../scripts/lib/start-server.ts';
import { evalFile } from './support/eval-files.ts';
import { eventually } from './support/eventually.ts';
import { call, registerUser, type TestUser, uploadForm } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
// A digital PDF: the first reading in each process also starts its extraction thread (about a
// second), so the first two are still being read when the third is looked at.
const pdf = evalFile('dev-05.pdf');

/**
 * Issue 15 item 5: A serves only (REPORT_WORKERS=0), B serves and reads, and a separate
 * `npm run worker` process reads: one queue on one PostgreSQL.
 */
describe.skipIf(!databaseUrl || !pdf)('the report queue across processes on one PostgreSQL', () => {
  let database: IsolatedDatabase;
  let a: LocalServer;
  let b: LocalServer;
  let worker: Awaited<ReturnType<typeof spawnWorker>>;
  beforeAll(async () => {
    database = await isolatedSchema(databaseUrl as string);
    const env = database.queueEnv;
    a = await spawnServer({ databaseUrl: database.url, env: { ...env, REPORT_WORKERS: '0' } });
    b = await spawnServer({ databaseUrl: database.url, env });
    worker = await spawnWorker({ databaseUrl: database.url, env });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await worker?.close();
    await database?.drop();
  });

  const uploadAsync = async (server: LocalServer, user: TestUser) => {
    const response = await call(server.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { prefer: 'respond-async' },
      body: uploadForm(pdf as Uint8Array, 'report.pdf', 'application/pdf'),
    });
    expect(response.status, response.text).toBe(202);
    return v.parse(reportJobSchema, response.body);
  };

  it('reads an upload sent through either; its job and result show through the other', async () => {
    const patients = await Promise.all([1, 2, 3].map(() => registerUser(a.url)));
    const [p1, p2, p3] = patients as [TestUser, TestUser, TestUser];
    const first = await uploadAsync(a, p1);
    const second = await uploadAsync(b, p2);
    const third = await uploadAsync(a, p3);
    // Two reports are being read or due before the third, whichever process took them.
    const seenThroughB = await call(b.url, 'GET', third.status_url, { token: p3.token });
    expect(seenThroughB.status).toBe(202);
    expect(v.parse(reportJobSchema, seenThroughB.body).ahead).toBe(2);

    for (const [job, user, other] of [
      [first, p1, b],
      [second, p2, a],
      [third, p3, b],
    ] as const) {
      const answer = await eventually(
        () => call(other.url, 'GET', job.status_url, { token: user.token }),
        (response) => response.status !== 202,
        { everyMs: 100, timeoutMs: 120_000 },
      );
      expect(answer.status, answer.text).toBe(200);
      expect(v.parse(reportResultSchema, answer.body).run_id).toBe(job.job_id);
      const document = await fetch(`${other.url}/api/user/document`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(new Uint8Array(await document.arrayBuffer())).toEqual(pdf);
    }
  }, 300_000);

  it('answers a waiting upload on a server that does not read (the others read it)', async () => {
    const user = await registerUser(a.url);
    const response = await call(a.url, 'POST', '/api/user/process-document', {
      token: user.token,
      body: uploadForm(pdf as Uint8Array, 'report.pdf', 'application/pdf'),
    });
    expect(response.status, response.text).toBe(200);
    const result = v.parse(reportResultSchema, response.body);
    const throughB = await call(b.url, 'GET', `/api/genetic-report/report/${result.run_id}`, {
      token: user.token,
    });
    expect(throughB.body).toEqual(result);
  }, 120_000);
});
