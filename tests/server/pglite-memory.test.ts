import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/open-pglite.ts';

describe('PGlite memory settings', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-pglite-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('starts with small shared buffers (8 MB, not PostgreSQL 128 MB), or the configured size', async () => {
    const dir = await tempDir();
    const standard = await openPglite(dir);
    const [row] = await standard.query<{ shared_buffers: string }>('show shared_buffers');
    expect(row?.shared_buffers).toBe('8MB');
    await standard.close();
    const configured = await openPglite(dir, { sharedBuffers: '24MB' });
    const [again] = await configured.query<{ shared_buffers: string }>('show shared_buffers');
    expect(again?.shared_buffers).toBe('24MB');
    await configured.close();
  }, 120_000);
});
