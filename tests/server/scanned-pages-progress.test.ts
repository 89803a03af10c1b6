import { reportJobSchema, reportResultSchema } from '@contract/report';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalServer,
  spawnServer,
  spawnWorker,
  startServerInProcess,
} from '../../scripts/lib/start-server.ts';
import { evalFile } from './support/eval-files.ts';
import { call, registerUser, uploadForm } from './support/http.ts';
import { jpegPagesPdf } from './support/image-pdf.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const photo = evalFile('dev-01.photo.jpg');
// Two pages keep the OCR to a few seconds; the answer shows page 1 of 2 while page 2 is read.
const PAGES = 2;

interface Running {
  url: string;
  close(): Promise<void>;
}

/** PGlite: one process serves and reads. PostgreSQL: a server that only serves, and `npm run worker`. */
async function start(postgres: boolean): Promise<Running> {
  if (!postgres) return startServerInProcess();
  const database: IsolatedDatabase = await isolatedSchema(databaseUrl as string);
  const env = database.queueEnv;
  const server: LocalServer = await spawnServer({
    databaseUrl: database.url,
    env: { ...env, REPORT_WORKERS: '0' },
  });
  const worker = await spawnWorker({ databaseUrl: database.url, env });
  return {
    url: server.url,
    async close() {
      await server.close();
      await worker.close();
      await database.drop();
    },
  };
}

const variants = [
  { name: 'PGlite, one process', postgres: false },
  ...(databaseUrl ? [{ name: 'PostgreSQL, read by npm run worker', postgres: true }] : []),
];

describe.skipIf(!photo).each(variants)(
  'a real scanned PDF through the real server ($name)',
  (variant) => {
    let running: Running;
    beforeAll(async () => {
      running = await start(variant.postgres);
    }, 120_000);
    afterAll(() => running?.close());

    it('shows its pages read while it is read, then its result', async () => {
      const user = await registerUser(running.url);
      const pdf = jpegPagesPdf(photo as Uint8Array, PAGES);
      const uploaded = await call(running.url, 'POST', '/api/user/process-document', {
        token: user.token,
        headers: { prefer: 'respond-async' },
        body: uploadForm(pdf, 'scan.pdf', 'application/pdf'),
      });
      expect(uploaded.status, uploaded.text).toBe(202);
      const jobId = v.parse(reportJobSchema, uploaded.body).job_id;

      const seen: Array<{ pages_read?: number; pages?: number }> = [];
      let answer = uploaded;
      for (let i = 0; i < 600 && answer.status === 202; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await call(running.url, 'GET', `/api/genetic-report/jobs/${jobId}`, {
          token: user.token,
        });
        if (answer.status === 202) seen.push(v.parse(reportJobSchema, answer.body));
      }
      expect(answer.status, answer.text).toBe(200);
      expect(v.parse(reportResultSchema, answer.body).variants.length).toBeGreaterThan(0);

      const counted = seen.filter((job) => job.pages_read !== undefined);
      expect(counted.every((job) => job.pages === PAGES)).toBe(true);
      expect(counted.some((job) => (job.pages_read ?? 0) > 0)).toBe(true);
      const reads = counted.map((job) => job.pages_read);
      expect(reads).toEqual([...reads].sort((a = 0, b = 0) => a - b));
    }, 120_000);
  },
);
