// npm run bench:phenotypes — GET /api/phenotypes on the built server (its own process) under
// BENCH_CONNECTIONS (20) concurrent signed-in requests, each connection asking again as soon as
// it is answered, for BENCH_DURATION (10) seconds, BENCH_ROUNDS (3) times. The queries are the
// development set's phrasings and every beginning of them (2+ letters), as patients type them,
// in both languages. Prints per round the latency each request saw (p50/p95/p99), the server's
// own time in the search (Server-Timing), the server's CPU per request, and then the memory the
// ontology adds (a separate Node process: before and after the search is built, after a GC).
// `-- --no-build` uses dist/server as it is. Target (issue 26): p95 <= 20 ms, <= 60 MB.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, residentMb } from './lib/process-stats.ts';
import { spawnServer } from './lib/start-server.ts';
import { median } from './lib/stats.ts';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = { p95Ms: 20, memoryMb: 60 };

function queriesAsTyped(): string[] {
  const rows = readFileSync(path.join(root, 'scripts/eval-phenotypes/dev.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  const queries: string[] = [];
  for (const [lang, query = ''] of rows) {
    for (let length = 2; length <= query.length; length += 1) {
      queries.push(`/api/phenotypes?q=${encodeURIComponent(query.slice(0, length))}&lang=${lang}`);
    }
  }
  return queries;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

/** Requests `paths` (relative to the server) from `connections` loops for `seconds`. */
async function load(url: string, token: string, paths: string[], seconds: number) {
  const latencies: number[] = [];
  const searchMs: number[] = [];
  let failures = 0;
  let next = Math.floor(Math.random() * paths.length);
  const until = performance.now() + seconds * 1000;
  const headers = { authorization: `Bearer ${token}` };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const target = paths[next++ % paths.length];
        const started = performance.now();
        const response = await fetch(`${url}${target}`, { headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
        const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
        if (timing) searchMs.push(Number(timing[1]));
      }
    }),
  );
  return {
    latencies: latencies.sort((a, b) => a - b),
    searchMs: searchMs.sort((a, b) => a - b),
    failures,
  };
}

/** Memory the built search takes in a Node process of its own (after a GC, before and after). */
function ontologyMemory() {
  const script = `
    const { warmPhenotypes, searchPhenotypes } = await import(${JSON.stringify(path.join(root, 'server/phenotypes/index.ts'))});
    const mb = (n) => n / 1048576;
    const sample = () => { globalThis.gc(); globalThis.gc(); const m = process.memoryUsage(); return { rss: mb(m.rss), heap: mb(m.heapUsed), buffers: mb(m.arrayBuffers) }; };
    const before = sample();
    const started = performance.now();
    warmPhenotypes();
    const buildMs = performance.now() - started;
    for (const q of ['fits', 'tummy ache', 'siezures', 'dolor de cabeza', 'he', 'bendy joints']) { searchPhenotypes(q, 'en', 8); searchPhenotypes(q, 'es', 8); }
    const after = sample();
    await new Promise((resolve) => setTimeout(resolve, 15000));
    const settled = sample();
    console.log(JSON.stringify({ before, after, settled, buildMs }));`;
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1) as string) as {
    before: { rss: number; heap: number; buffers: number };
    after: { rss: number; heap: number; buffers: number };
    settled: { rss: number; heap: number; buffers: number };
    buildMs: number;
  };
}

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    stdio: 'ignore',
  });
}
const queries = queriesAsTyped();
const server = await spawnServer({ built: true, env: { LOG_REQUESTS: 'false' } });
const pid = server.process.pid as number;
try {
  const registered = await fetch(`${server.url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Patient',
      email: `bench-${Date.now()}@example.com`,
      password: 'kettle orbit lantern meadow',
    }),
  });
  const { access_token: token } = (await registered.json()) as { access_token: string };
  // The first answer waits for the search to be built (the server builds it after it listens).
  await fetch(`${server.url}/api/phenotypes?q=warm`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await load(server.url, token, queries, 2);
  const rows: Record<string, string | number>[] = [];
  // The yardstick: the same server's cheapest signed-in answer (the patient's own profile),
  // under the same load, alternating with the search, so both see the same machine.
  const routes = [
    { route: 'GET /api/phenotypes', paths: queries },
    { route: 'GET /auth/me (yardstick)', paths: ['/auth/me'] },
  ];
  for (let round = 1; round <= rounds; round += 1)
    for (const { route, paths } of routes) {
      const cpuBefore = cpuMs(pid);
      const result = await load(server.url, token, paths, duration);
      const cpuPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / result.latencies.length;
      rows.push({
        route,
        round,
        requests: result.latencies.length,
        'req/s': Math.round(result.latencies.length / duration),
        'p50 ms': percentile(result.latencies, 0.5).toFixed(1),
        'p95 ms': percentile(result.latencies, 0.95).toFixed(1),
        'p99 ms': percentile(result.latencies, 0.99).toFixed(1),
        'search p95 ms (server)': result.searchMs.length
          ? percentile(result.searchMs, 0.95).toFixed(2)
          : '',
        'server CPU µs/req': Math.round(cpuPerRequest),
        failures: result.failures,
      });
    }
  console.log(
    `\nGET /api/phenotypes, ${connections} concurrent, ${queries.length} distinct queries as typed, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  console.table(rows);
  const medianOf = (route: string, column: 'p95 ms' | 'search p95 ms (server)') =>
    median(rows.filter((row) => row.route === route).map((row) => Number(row[column])));
  const search = routes[0]?.route ?? '';
  console.log(
    `median of the rounds: search p95 ${medianOf(search, 'p95 ms').toFixed(1)} ms as the client waited (target <= ${TARGET.p95Ms} ms), ${medianOf(search, 'search p95 ms (server)').toFixed(2)} ms in the server's search; /auth/me p95 ${medianOf(routes[1]?.route ?? '', 'p95 ms').toFixed(1)} ms on the same machine; server RSS ${residentMb(pid).toFixed(0)} MB`,
  );
} finally {
  await server.close();
}

const memory = ontologyMemory();
console.log('\nMemory the ontology adds (own Node process, after GC):');
const added = (sample: typeof memory.after) => ({
  rss: sample.rss - memory.before.rss,
  heap: sample.heap - memory.before.heap,
  buffers: sample.buffers - memory.before.buffers,
});
console.table({
  'before build': memory.before,
  'right after build and searches': memory.after,
  '15 s later (V8 returned the build garbage)': memory.settled,
  'added, at its peak': added(memory.after),
  'added, settled': added(memory.settled),
});
console.log(
  `added RSS ${added(memory.after).rss.toFixed(1)} MB at its peak, ${added(memory.settled).rss.toFixed(1)} MB settled (target <= ${TARGET.memoryMb} MB); both indexes built in ${Math.round(memory.buildMs)} ms`,
);
