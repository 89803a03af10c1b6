// npm run bench:upload-stall — the longest answer of GET /api/health/live while 10 MB uploads
// arrive (issue 24, item 3; target < 200 ms on PGlite). A separate server process (tsx), polled
// every 10 ms by this one; each upload is a PDF-typed 10 MB file of random bytes, sent with
// `Prefer: respond-async` as the app does; the polling runs on its own thread
// (scripts/lib/live-poller.mjs). `-- --uploads N`, `-- --database-url URL`.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { spawnServer } from './lib/start-server.ts';

const { values } = parseArgs({
  options: { uploads: { type: 'string', default: '3' }, 'database-url': { type: 'string' } },
});
const MB = 1024 * 1024;

/**
 * A PDF by its first bytes (typed by content; a photo's header would be checked for its size at
 * the upload), 10 MB less room for the multipart framing.
 */
function tenMegabytePdf(): Uint8Array<ArrayBuffer> {
  const bytes = randomBytes(10 * MB - 1024);
  bytes.set(Buffer.from('%PDF-1.7\n'), 0);
  return new Uint8Array(bytes);
}

const server = await spawnServer({
  ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
  // The reading itself is not measured here: nothing reads (PostgreSQL) or the engine rejects
  // the random bytes quickly (PGlite).
  env: { LOG_REQUESTS: 'false', RATE_LIMIT_UPLOAD_MAX: '1000' },
});
try {
  const register = await fetch(`${server.url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Stall Tester',
      email: `stall-${Date.now()}@example.com`,
      password: 'kettle orbit lantern meadow',
    }),
  });
  const { access_token: token } = (await register.json()) as { access_token: string };
  for (let round = 1; round <= Number(values.uploads); round++) {
    const file = tenMegabytePdf();
    const poller = new Worker(new URL('./lib/live-poller.mjs', import.meta.url), {
      workerData: { url: server.url },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const form = new FormData();
    form.set('file', new Blob([file], { type: 'application/pdf' }), 'big.pdf');
    const started = performance.now();
    const upload = await fetch(`${server.url}/api/user/process-document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, prefer: 'respond-async' },
      body: form,
    });
    await upload.arrayBuffer();
    const uploadMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const report = new Promise<{ longest: number; answers: number }>((resolve) =>
      poller.once('message', resolve),
    );
    poller.postMessage('stop');
    const { longest, answers } = await report;
    await poller.terminate();
    console.log(
      `upload ${round}: ${upload.status} in ${Math.round(uploadMs)} ms; longest /api/health/live ${Math.round(longest)} ms over ${answers} answers (target < 200 ms)`,
    );
  }
} finally {
  await server.close();
}
