import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { reportJobSchema, reportResultSchema } from '@contract/report';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { evalFile } from './support/eval-files.ts';
import { eventually } from './support/eventually.ts';
import { call, registerUser, uploadForm } from './support/http.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';

// The first reading in a process starts its extraction thread (about a second): time enough to
// see the job `reading` and stop the process before it ends.
const report = evalFile('dev-05.pdf');

/**
 * PGlite: the process is killed outright while reading (nothing is handed back). PostgreSQL:
 * stopped with SIGTERM, which hands the reading back to the queue (a killed process's job is
 * re-run only once it expires, after the reading limit).
 */
describe.skipIf(!report).each(databaseVariants())('a report being read on $name', (variant) => {
  const dataDirs: string[] = [];
  let database: IsolatedDatabase | undefined;
  afterAll(async () => {
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('is read again by the restarted server, from the kept upload', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-queue-restart-'));
    dataDirs.push(dataDir);
    if (variant.databaseUrl) database = await isolatedSchema(variant.databaseUrl);
    const options = {
      dataDir,
      keepData: true,
      ...(database ? { databaseUrl: database.url, env: database.queueEnv } : {}),
    };
    const first = await spawnServer(options);
    const user = await registerUser(first.url);
    const upload = await call(first.url, 'POST', '/api/user/process-document', {
      token: user.token,
      headers: { prefer: 'respond-async' },
      body: uploadForm(report as Uint8Array, 'report.pdf', 'application/pdf'),
    });
    expect(upload.status, upload.text).toBe(202);
    const { job_id: jobId, status_url: statusUrl } = v.parse(reportJobSchema, upload.body);
    await eventually(
      () => call(first.url, 'GET', statusUrl, { token: user.token }),
      (answer) => (answer.body as { status?: string }).status === 'reading',
      { everyMs: 20, timeoutMs: 60_000 },
    );
    if (variant.databaseUrl) {
      await first.close();
    } else {
      const exited = new Promise((resolve) => first.process.once('exit', resolve));
      first.process.kill('SIGKILL');
      await exited;
    }

    const second = await spawnServer(options);
    try {
      const answer = await eventually(
        () => call(second.url, 'GET', statusUrl, { token: user.token }),
        (response) => response.status !== 202,
        { everyMs: 20, timeoutMs: 60_000 },
      );
      expect(answer.status, answer.text).toBe(200);
      const result = v.parse(reportResultSchema, answer.body);
      expect(result.run_id).toBe(jobId);
      expect(result.raw_text.length).toBeGreaterThan(0);
      const document = await fetch(`${second.url}/api/user/document`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(new Uint8Array(await document.arrayBuffer())).toEqual(report);
    } finally {
      await second.close();
    }
  }, 180_000);
});
