// npm run bench:bombs — decompression bombs against the real server, one fresh server process
// per file: the answer, how long it took, and the server's peak memory (VmHWM, all threads).
// Target (issue 12.3, issue 24 item 15): refused with 422 in under 5 s, server peak under 1 GB.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { jpegDeclaring, pdfWithImage, pngInflatingTo, whitePng } from './lib/bombs.ts';
import { spawnServer } from './lib/start-server.ts';

const GiB = 1024 ** 3;

// The bundled server, as `npm start` runs it (tsx alone adds about 100 MB).
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });

function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Linux: writing 5 to clear_refs resets the peak, so start-up's own peak is not counted. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function measure(name: string, bytes: Uint8Array, type: string) {
  const server = await spawnServer({
    env: { LOG_REQUESTS: 'false', EXTRACT_TIMEOUT_MS: '120000' },
  });
  try {
    const email = `bomb-${Date.now()}@example.com`;
    const register = await fetch(`${server.url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bomb Tester', email, password: 'kettle orbit lantern meadow' }),
    });
    const { access_token: token } = (await register.json()) as { access_token: string };
    const pid = server.process.pid as number;
    const upload = (file: Uint8Array, fileName: string, fileType: string) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)], { type: fileType }), fileName);
      return fetch(`${server.url}/api/user/process-document`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    // Warm-up: the first upload starts the extraction worker (and its OCR engine); that is
    // start-up cost, not the file's.
    await upload(whitePng(400, 300), 'warm-up.png', 'image/png');
    const idle = memoryMb(pid, 'VmRSS');
    resetPeak(pid);
    const started = performance.now();
    const response = await upload(bytes, name, type);
    const seconds = (performance.now() - started) / 1000;
    const body = (await response.json().catch(() => ({}))) as { detail?: string };
    return {
      file: name,
      'file KB': Math.round(bytes.length / 1024),
      status: response.status,
      s: Number(seconds.toFixed(2)),
      'RSS MB before': idle,
      'peak RSS MB': memoryMb(pid, 'VmHWM'),
      detail: (body.detail ?? '').slice(0, 60),
    };
  } finally {
    await server.close();
  }
}

/** The outside test's case (issue 24, item 15): 8 MB of scan data under a 26000×26000 frame. */
function eightMegabyteJpeg(): Uint8Array {
  const small = jpegDeclaring(26000, 26000);
  const bytes = new Uint8Array(small.length + 8 * 1024 * 1024);
  bytes.set(small.subarray(0, -2));
  bytes.set(small.subarray(-2), bytes.length - 2);
  return bytes;
}

const rows = [];
rows.push(await measure('jpeg-65500x65500.jpg', jpegDeclaring(65500, 65500), 'image/jpeg'));
rows.push(await measure('jpeg-26000x26000-8MB.jpg', eightMegabyteJpeg(), 'image/jpeg'));
rows.push(
  await measure('png-inflates-2GiB.png', await pngInflatingTo(8000, 5000, 2 * GiB), 'image/png'),
);
rows.push(
  await measure('pdf-image-20000x20000.pdf', await pdfWithImage(20000, 20000), 'application/pdf'),
);
rows.push(
  await measure('png-white-6000x6000.png (legitimate, large)', whitePng(6000, 6000), 'image/png'),
);
console.log(
  `\n${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${process.version}, ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.table(rows);
