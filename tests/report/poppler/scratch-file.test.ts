import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { withScratchFile } from '../../../server/report/poppler/scratch-file.ts';

const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

describe('the file Poppler reads', () => {
  it('holds the bytes, readable by its owner only, and is gone afterwards, also after a failure', async () => {
    let seen = '';
    await withScratchFile(new Uint8Array([37, 80, 68, 70]), async (file) => {
      seen = file;
      expect(readFileSync(file, 'utf8')).toBe('%PDF');
      expect(statSync(file).mode & 0o077).toBe(0);
    });
    expect(existsSync(seen)).toBe(false);
    await expect(
      withScratchFile(new Uint8Array([1]), async (file) => {
        seen = file;
        throw new Error('reader failed');
      }),
    ).rejects.toThrow('reader failed');
    expect(existsSync(seen)).toBe(false);
  });

  it('was cleared of what a stopped thread of this process or a dead process left', async () => {
    // a separate module instance: what a new reading thread runs
    const dead = path.join(base, 'herd-report-999999999');
    mkdirSync(path.join(dead, 'job-x'), { recursive: true });
    writeFileSync(path.join(dead, 'job-x', 'report.pdf'), 'patient');
    vi.resetModules();
    const { withScratchFile: fresh } = await import(
      '../../../server/report/poppler/scratch-file.ts'
    );
    await fresh(new Uint8Array([1]), async () => undefined);
    expect(existsSync(dead)).toBe(false);
    expect(readdirSync(path.join(base, `herd-report-${process.pid}`))).toEqual([]);
  });
});
