// npm run bench:queue — the report queue on the real (bundled) server, PGlite by default or
// PostgreSQL with --database-url. Prints numbers only; nothing here asserts a timing.
//   1. N photo uploads at once (default 4, one patient each, Prefer: respond-async): when each
//      was done, and every `ahead` its patient saw while polling.
//   2. A long queue under a short reading limit (default 8 uploads, EXTRACT_TIMEOUT_MS 10 s):
//      how long the last one waited and whether it was read (the limit counts reading only).
// Options: --at-once N  --queue N  --limit-ms MS  --database-url URL
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type LocalServer, spawnServer } from './lib/start-server.ts';

const { values } = parseArgs({
  options: {
    'at-once': { type: 'string', default: '4' },
    queue: { type: 'string', default: '8' },
    'limit-ms': { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
  },
});
const PHOTO = path.resolve(import.meta.dirname, '../../shared/eval/dev-01.photo.jpg');
const photo = new Uint8Array(readFileSync(PHOTO));

interface Seen {
  patient: number;
  aheadSeen: number[];
  readingAtMs?: number;
  doneAtMs?: number;
  status?: number;
}

async function register(url: string, n: number): Promise<string> {
  const response = await fetch(`${url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Queue Patient ${n}`,
      email: `queue-${n}-${Date.now()}@example.com`,
      password: 'kettle orbit lantern meadow',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Uploads with Prefer: respond-async, then polls the job every 100 ms until it is answered. */
async function follow(url: string, token: string, seen: Seen, t0: number): Promise<void> {
  const form = new FormData();
  form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'report.jpg');
  const headers = { authorization: `Bearer ${token}` };
  const queued = await fetch(`${url}/api/user/process-document`, {
    method: 'POST',
    headers: { ...headers, prefer: 'respond-async' },
    body: form,
  });
  let job = (await queued.json()) as { status_url: string; ahead: number; status: string };
  const statusUrl = job.status_url;
  for (;;) {
    if (seen.aheadSeen.at(-1) !== job.ahead) seen.aheadSeen.push(job.ahead);
    if (job.status === 'reading') seen.readingAtMs ??= performance.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await fetch(`${url}${statusUrl}`, { headers });
    if (answer.status !== 202) {
      seen.doneAtMs = performance.now() - t0;
      seen.status = answer.status;
      await answer.arrayBuffer();
      return;
    }
    job = (await answer.json()) as typeof job;
  }
}

async function run(server: LocalServer, count: number): Promise<Seen[]> {
  const tokens = await Promise.all(
    Array.from({ length: count }, (_, i) => register(server.url, i)),
  );
  // Warm-up: the first reading starts the worker thread and its OCR engine.
  const warm: Seen = { patient: -1, aheadSeen: [] };
  await follow(server.url, tokens[0] as string, warm, performance.now());
  const seen = tokens.map((_, i) => ({ patient: i + 1, aheadSeen: [] }) as Seen);
  const t0 = performance.now();
  await Promise.all(tokens.map((token, i) => follow(server.url, token, seen[i] as Seen, t0)));
  return seen;
}

const table = (seen: Seen[]) =>
  seen.map((s) => ({
    patient: s.patient,
    'ahead seen': s.aheadSeen.join(' → '),
    'reading from s': ((s.readingAtMs ?? 0) / 1000).toFixed(1),
    'done at s': ((s.doneAtMs ?? 0) / 1000).toFixed(1),
    status: s.status,
  }));

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const databaseUrl = values['database-url'];
const base = { built: true, ...(databaseUrl ? { databaseUrl } : {}) };

const atOnce = await spawnServer({ ...base, env: { LOG_REQUESTS: 'false' } });
try {
  console.log(`\n${values['at-once']} photo uploads at once (${path.basename(PHOTO)}):`);
  console.table(table(await run(atOnce, Number(values['at-once']))));
} finally {
  await atOnce.close();
}

const limitMs = values['limit-ms'];
const long = await spawnServer({
  ...base,
  env: { LOG_REQUESTS: 'false', EXTRACT_TIMEOUT_MS: limitMs, RATE_LIMIT_UPLOAD_MAX: '1000' },
});
try {
  console.log(`\n${values.queue} photo uploads queued at once, EXTRACT_TIMEOUT_MS=${limitMs}:`);
  const seen = await run(long, Number(values.queue));
  console.table(table(seen));
  const last = seen.reduce((a, b) => ((a.doneAtMs ?? 0) > (b.doneAtMs ?? 0) ? a : b));
  console.log(
    `last done: waited ${((last.readingAtMs ?? 0) / 1000).toFixed(1)} s (limit ${Number(limitMs) / 1000} s), answered ${last.status}`,
  );
} finally {
  await long.close();
}
