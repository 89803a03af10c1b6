import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageProgress } from '../../server/report/index.ts';
import { ReportWorkerPool } from '../../server/report/worker-pool.ts';

const SCRIPTED = path.join(import.meta.dirname, 'support/scripted-report-worker.mjs');
const pagesOf = (pages: number) => Uint8Array.from([3, pages, 0]);
const overrunning = Uint8Array.from([4, 0, 0]);

describe("a scanned report's pages reach only the job being read", () => {
  const pool = new ReportWorkerPool({ timeLimitMs: 400, location: () => pathToFileURL(SCRIPTED) });
  afterAll(() => pool.close());

  it('tells the caller every page, in order, before the answer', async () => {
    const seen: PageProgress[] = [];
    await expect(
      pool.run(pagesOf(3), 'application/pdf', { onProgress: (p) => seen.push(p) }),
    ).resolves.toMatchObject({ raw_text: 'read 3 bytes' });
    expect(seen).toEqual([0, 1, 2, 3].map((read) => ({ read, pages: 3 })));
  });

  it('a listener that throws costs nothing: the report is still answered', async () => {
    const throwing = () => {
      throw new Error('listener failed');
    };
    await expect(
      pool.run(pagesOf(2), 'application/pdf', { onProgress: throwing }),
    ).resolves.toMatchObject({ raw_text: 'read 3 bytes' });
  });

  it('gives a scan the time limit once for every 15 pages', async () => {
    // 400 ms for the pool; 600 ms of reading: a 30-page scan may take 800, a 10-page one 400
    await expect(pool.run(Uint8Array.from([5, 30, 0]), 'application/pdf')).resolves.toMatchObject({
      raw_text: 'read 3 bytes',
    });
    await expect(pool.run(Uint8Array.from([5, 10, 0]), 'application/pdf')).rejects.toThrow(
      /took too long/,
    );
  });

  it('a thread stopped at the time limit reports nothing more, nor into the next job', async () => {
    for (let cycle = 0; cycle < 3; cycle++) {
      const stale: PageProgress[] = [];
      const fresh: PageProgress[] = [];
      const overran = pool.run(overrunning, 'application/pdf', {
        onProgress: (p) => stale.push(p),
      });
      const next = pool.run(pagesOf(2), 'application/pdf', { onProgress: (p) => fresh.push(p) });
      await expect(overran).rejects.toThrow(/took too long/);
      const staleAtTimeLimit = stale.length;
      expect(staleAtTimeLimit).toBeGreaterThan(0);
      await expect(next).resolves.toMatchObject({ raw_text: 'read 3 bytes' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stale.length).toBe(staleAtTimeLimit);
      expect(fresh).toEqual([0, 1, 2].map((read) => ({ read, pages: 2 })));
    }
  });
});
