// npm run bench:export [-- --runs N]
// Server time of GET /api/user/export (FHIR and phenopacket) for the richest test patient (the
// report branch, coded symptoms, a report with two variants) on PGlite: the real app and
// database, called in-process (app.request), so the figure is the server's own time with no
// network. Target: < 200 ms (issue 27).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp, createServices } from '../server/app.ts';
import { createTokenService } from '../server/auth/tokens.ts';
import { readConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { createStorageWatch } from '../server/db/storage-full.ts';
import { createLogger } from '../server/logger.ts';
import { createKeyring } from '../server/reports/report-keyring.ts';
import {
  richAnswers,
  richCodedSymptoms,
  richReportResult,
  storeCodedSymptoms,
  storeReport,
} from './lib/export-patients.ts';
import { seedPglite } from './lib/pglite-template.ts';
import { median, numberArg } from './lib/stats.ts';

const TARGET_MS = 200;
const runs = numberArg('runs', 200);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-export-'));
  await seedPglite(dataDir);
  const db = await openDatabase({ databaseUrl: null, dataDir });
  await migrate(db);
  const deps = {
    config: readConfig({ LOG_LEVEL: 'silent', LOG_REQUESTS: 'false' }),
    db,
    logger: createLogger('silent'),
    tokens: createTokenService(randomBytes(32), 3600),
    extractReport: async () => {
      throw new Error('no extraction in this benchmark');
    },
    reportKeyring: createKeyring(randomBytes(32)),
    google: null,
    storage: createStorageWatch({ dataDir }),
  };
  const services = createServices(deps);
  const app = createApp(deps, services);
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  try {
    const email = `bench-export-${Date.now()}@example.com`;
    const registered = await app.request(
      '/auth/register',
      json({ name: 'Bench Patient', email, password: `pw-${randomBytes(12).toString('hex')}` }),
    );
    const { access_token: token } = (await registered.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    await app.request('/api/user/onboarding', {
      ...json(richAnswers),
      headers: { ...auth, 'content-type': 'application/json' },
    });
    const userId = await storeCodedSymptoms(db, services, email, richCodedSymptoms);
    await storeReport(services, userId, richReportResult());

    console.log(`GET /api/user/export on PGlite, in-process, ${runs} requests per format`);
    console.log('format       | bytes  | first ms | median ms | p95 ms | max ms | target');
    for (const format of ['fhir', 'phenopacket']) {
      const request = () => app.request(`/api/user/export?format=${format}`, { headers: auth });
      const coldStart = performance.now();
      let bytes = (await (await request()).arrayBuffer()).byteLength;
      const cold = performance.now() - coldStart;
      for (let i = 0; i < 20; i++) bytes = (await (await request()).arrayBuffer()).byteLength;
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const answer = await request();
        await answer.arrayBuffer();
        times.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
      }
      const p95 = percentile(times, 95);
      console.log(
        `${format.padEnd(12)} | ${String(bytes).padStart(6)} | ${cold.toFixed(2).padStart(8)} | ${median(times).toFixed(2).padStart(9)} | ${p95.toFixed(2).padStart(6)} | ${Math.max(
          ...times,
        )
          .toFixed(2)
          .padStart(6)} | ${p95 < TARGET_MS ? 'PASS' : 'FAIL'} p95 < ${TARGET_MS} ms`,
      );
    }
  } finally {
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
