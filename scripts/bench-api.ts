// npm run bench:api — throughput and latency of the hot authenticated routes under concurrent
// load on loopback, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
// `-- --patients N` seeds N onboarded patients (default 1) and, above one, measures GET /auth/me
// for a random patient against the same patient every time, alternating in rounds
// (BENCH_ROUNDS, default 3), with the server's memory idle and under load. The server is the
// built bundle (`npm start`), its own process, so the load generator does not share its loop.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTokenService } from '../server/auth/tokens.ts';
import { cpuMs, residentMb, sampleMemory } from './lib/process-stats.ts';
import { removeSeededPatients, seedPatients } from './lib/seed-patients.ts';
import { seedSessions } from './lib/seed-sessions.ts';
import { spawnServer } from './lib/start-server.ts';
import { median, numberArg, spread } from './lib/stats.ts';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface RequestSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: RequestSpec) => RequestSpec;
}
type Autocannon = (options: {
  url: string;
  requests: RequestSpec[];
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const root = path.resolve(import.meta.dirname, '..');

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const patients = numberArg('patients', 1);
const TARGET = { route: 'GET /auth/me', reqPerSec: 1500, p99Ms: 50 };

const onboarding = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Patient',
  state: 'MI',
  symptoms: ['fatigue', 'cough'],
  familyHistory: 'No family history provided',
  diagnosis: 2010,
});

interface Scenario {
  route: string;
  request: RequestSpec;
}

function scenarios(tokens: string[]): Scenario[] {
  const bearer = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  const same = tokens[0] as string;
  const list: Scenario[] = [
    {
      route: 'GET /auth/me, same patient',
      request: { method: 'GET', path: '/auth/me', headers: bearer(same) },
    },
  ];
  if (tokens.length > 1) {
    list.push({
      route: 'GET /auth/me, random patient',
      request: {
        method: 'GET',
        path: '/auth/me',
        headers: bearer(same),
        setupRequest: (request) => ({
          ...request,
          headers: bearer(tokens[Math.floor(Math.random() * tokens.length)] as string),
        }),
      },
    });
  }
  list.push({
    route: 'POST /api/user/onboarding',
    request: {
      method: 'POST',
      path: '/api/user/onboarding',
      headers: bearer(same),
      body: onboarding,
    },
  });
  return list;
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-bench-'));
  const secret = randomBytes(36).toString('base64url');
  const seedStarted = performance.now();
  const ids = await seedPatients({
    count: patients,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const tokenService = createTokenService(new TextEncoder().encode(secret), 3600);
  const expiresAt = new Date(Date.now() + 3600_000);
  const sessionIds = await seedSessions({
    ids,
    dataDir,
    expiresAt,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const tokens = await Promise.all(
    ids.map((id, index) => tokenService.issue(id, sessionIds[index] ?? '', expiresAt)),
  );
  const server = await spawnServer({
    built: true,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { LOG_REQUESTS: 'false', JWT_SECRET: secret },
  });
  const pid = server.process.pid as number;
  try {
    await sleep(3000);
    const idleMb = residentMb(pid);
    const memory = sampleMemory(pid);
    const list = scenarios(tokens);
    const results = new Map<string, AutocannonResult[]>(list.map((s) => [s.route, []]));
    // Server CPU per request: unlike req/s, barely moved by other work on a shared machine.
    const cpuPerRequest = new Map<string, number[]>(list.map((s) => [s.route, []]));
    for (const scenario of list) {
      // A short warm-up so JIT and connection set-up are not measured.
      await autocannon({ url: server.url, requests: [scenario.request], connections, duration: 2 });
    }
    for (let round = 0; round < rounds; round += 1) {
      for (const scenario of list) {
        const cpuBefore = cpuMs(pid);
        const result = await autocannon({
          url: server.url,
          requests: [scenario.request],
          connections,
          duration,
        });
        results.get(scenario.route)?.push(result);
        cpuPerRequest
          .get(scenario.route)
          ?.push(((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total);
      }
    }
    const peakMb = memory.stop();
    await sleep(5000);
    const afterMb = residentMb(pid);
    const rows = [...results].map(([route, sample]) => ({
      database: label,
      route,
      'req/s': Math.round(median(sample.map((r) => r.requests.average))),
      'req/s min–max': spread(
        sample.map((r) => r.requests.average),
        0,
      ),
      'server CPU µs/req': Math.round(median(cpuPerRequest.get(route) ?? [])),
      'p50 ms': median(sample.map((r) => r.latency.p50)),
      'p99 ms': median(sample.map((r) => r.latency.p99)),
      'non-2xx': sample.reduce((n, r) => n + r.non2xx, 0),
      errors: sample.reduce((n, r) => n + r.errors + r.timeouts, 0),
    }));
    const same = results.get('GET /auth/me, same patient') ?? [];
    const random = results.get('GET /auth/me, random patient') ?? [];
    const ratios = random.map(
      (r, i) => r.requests.average / (same[i]?.requests.average ?? Number.NaN),
    );
    const sameCpu = cpuPerRequest.get('GET /auth/me, same patient') ?? [];
    const cpuRatios = (cpuPerRequest.get('GET /auth/me, random patient') ?? []).map(
      (cpu, i) => (sameCpu[i] ?? Number.NaN) / cpu,
    );
    return { rows, ratios, cpuRatios, memory: { idleMb, peakMb, afterMb }, seedSeconds };
  } finally {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await removeSeededPatients(databaseUrl, dataDir);
  }
}

// The built server is what `npm start` runs; rebuild it so the numbers are today's code.
execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'ignore' });
const runs = [{ label: 'pglite', ...(await benchDatabase('pglite')) }];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl)
  runs.push({ label: 'postgres', ...(await benchDatabase('postgres', postgresUrl)) });
else console.log('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL run skipped.');

console.log(
  `\n${patients} patients, ${connections} connections, ${rounds} alternating rounds of ${duration} s per route, ` +
    `loopback, ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
console.table(runs.flatMap((run) => run.rows));
for (const run of runs) {
  const me = run.rows.find((row) => row.route.startsWith(TARGET.route));
  if (me) {
    const meets = me['req/s'] >= TARGET.reqPerSec && me['p99 ms'] < TARGET.p99Ms;
    console.log(
      `${run.label}: ${me.route} ${me['req/s']} req/s, p99 ${me['p99 ms']} ms ` +
        `(target >= ${TARGET.reqPerSec} req/s, p99 < ${TARGET.p99Ms} ms: ${meets ? 'met' : 'NOT met'})`,
    );
  }
  if (run.ratios.length > 0) {
    console.log(
      `${run.label}: random / same patient ${(median(run.ratios) * 100).toFixed(0)} % ` +
        `(per round ${run.ratios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')}; target >= 50 %); ` +
        `by server CPU per request ${(median(run.cpuRatios) * 100).toFixed(0)} % ` +
        `(per round ${run.cpuRatios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')})`,
    );
  }
  const { idleMb, peakMb, afterMb } = run.memory;
  console.log(
    `${run.label}: server RSS idle ${idleMb.toFixed(0)} MB, peak under load ${peakMb.toFixed(0)} MB, ` +
      `idle after load ${afterMb.toFixed(0)} MB (PGlite target: idle <= 200 MB); seeding took ${run.seedSeconds.toFixed(1)} s`,
  );
}
