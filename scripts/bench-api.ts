// npm run bench:api — throughput and latency of the hot authenticated routes under concurrent
// load on loopback, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
// The server runs as its own process so the load generator does not share its event loop.
import { createRequire } from 'node:module';
import os from 'node:os';
import { spawnServer } from './lib/start-server.ts';

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
type Autocannon = (options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET = { route: 'GET /auth/me', reqPerSec: 1500, p99Ms: 50 };

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method} ${url} -> ${response.status}`);
  return (await response.json()) as T;
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const server = await spawnServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { LOG_REQUESTS: 'false', RATE_LIMIT_AUTH_MAX: '1000' },
  });
  try {
    const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const { access_token: token } = await json<{ access_token: string }>(
      `${server.url}/auth/register`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench Patient', email, password: 'bench-password-1' }),
      },
    );
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const onboarding = JSON.stringify({
      firstName: 'Bench',
      lastName: 'Patient',
      state: 'MI',
      symptoms: 'fatigue,cough',
      familyHistory: 'No family history provided',
      diagnosis: 2010,
    });
    const scenarios = [
      { route: 'GET /auth/me', url: `${server.url}/auth/me`, method: 'GET' },
      {
        route: 'POST /api/user/onboarding',
        url: `${server.url}/api/user/onboarding`,
        method: 'POST',
        body: onboarding,
      },
    ];
    const rows = [];
    for (const scenario of scenarios) {
      // A short warm-up so JIT and connection set-up are not measured.
      await autocannon({ ...scenario, headers, connections, duration: 2 });
      const result = await autocannon({ ...scenario, headers, connections, duration });
      rows.push({
        database: label,
        route: scenario.route,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
    return rows;
  } finally {
    await server.close();
  }
}

const rows = await benchDatabase('pglite');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) rows.push(...(await benchDatabase('postgres', postgresUrl)));
else console.log('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL run skipped.');

console.log(
  `\n${connections} connections, ${duration} s per route, loopback, ${process.version}, ` +
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
console.table(rows);
for (const row of rows.filter((r) => r.route === TARGET.route)) {
  const meets = row['req/s'] >= TARGET.reqPerSec && row['p99 ms'] < TARGET.p99Ms;
  console.log(
    `${row.database}: ${TARGET.route} ${row['req/s']} req/s, p99 ${row['p99 ms']} ms ` +
      `(target >= ${TARGET.reqPerSec} req/s, p99 < ${TARGET.p99Ms} ms: ${meets ? 'met' : 'NOT met'})`,
  );
}
