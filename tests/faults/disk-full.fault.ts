import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../scripts/lib/start-server.ts';
import { call, detailOf, registerUser, uploadForm } from '../server/support/http.ts';
import { pngLike } from '../server/support/stub-extractor.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A small tmpfs, where the machine allows mounting one (root); null otherwise. */
function mountSmallDisk(folder: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', folder], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** Fills the disk holding `folder` to the last byte. */
async function fill(folder: string): Promise<string> {
  const filler = path.join(folder, 'filler');
  const handle = await fs.open(filler, 'w');
  const block = Buffer.alloc(1024 * 1024);
  try {
    for (;;) await handle.write(block);
  } catch {
    // ENOSPC: full
  } finally {
    await handle.close();
  }
  for (const size of [65536, 4096, 512, 1]) {
    try {
      for (;;) await fs.appendFile(filler, Buffer.alloc(size));
    } catch {
      // full at this size too
    }
  }
  return filler;
}

/**
 * Issue 24, item 6 on a real full disk: DATA_DIR on a 160 MB tmpfs filled to the last byte.
 * Readiness says 503, writes answer 503 with Retry-After (never 500), the process lives, and a
 * start on the full disk names its error. Skipped where tmpfs cannot be mounted (not root).
 */
describe('a full disk under DATA_DIR', () => {
  let disk: string;
  let mounted = false;
  beforeAll(async () => {
    disk = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-full-disk-'));
    mounted = mountSmallDisk(disk, '160m');
  });
  afterAll(async () => {
    if (mounted) execFileSync('umount', ['-l', disk]);
    await fs.rm(disk, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and says not ready, then recovers', async (context) => {
    if (!mounted) return context.skip();
    const dataDir = path.join(disk, 'data');
    const server = await spawnServer({ dataDir, keepData: true });
    try {
      const user = await registerUser(server.url);
      const filler = await fill(disk);
      const health = await call(server.url, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);
      const upload = await call(server.url, 'POST', '/api/user/process-document', {
        token: user.token,
        headers: { prefer: 'respond-async' },
        body: uploadForm(pngLike(4 * 1024 * 1024), 'big.png', 'image/png'),
      });
      expect(upload.status, upload.text).toBe(503);
      expect(detailOf(upload)).toMatch(/storage is full/);
      expect(Number(upload.headers.get('retry-after'))).toBeGreaterThan(0);
      const registration = await call(server.url, 'POST', '/auth/register', {
        json: {
          name: 'Full Disk',
          email: `full-${Date.now()}@example.com`,
          password: 'kettle orbit lantern meadow',
        },
      });
      expect([201, 503]).toContain(registration.status);
      expect(server.process.exitCode).toBeNull();
      await fs.rm(filler);
      // Ready again once the space is back (a full disk seen by a request counts for a minute).
      const deadline = Date.now() + 90_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        status = (await call(server.url, 'GET', '/api/health')).status;
      }
      expect(status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('names the error when it cannot start on a full disk', async (context) => {
    if (!mounted) return context.skip();
    const filler = await fill(disk);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, PORT: '0', DATA_DIR: path.join(disk, 'fresh'), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).not.toMatch(/\[object Object\]/);
      expect(stderr).toMatch(/"error":"[^"]+/);
    } finally {
      await fs.rm(filler);
    }
  });
});
