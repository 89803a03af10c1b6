import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReportExtraction, extractReport } from '../../server/report/index.ts';
import { ReportWorkerPool } from '../../server/report/worker-pool.ts';

const SCRIPTED = path.join(import.meta.dirname, 'support/scripted-report-worker.mjs');
const slow = Uint8Array.from([1, 0, 0]);
const quick = Uint8Array.from([2, 0, 0]);

describe('one slow report costs only its own request', () => {
  const pool = new ReportWorkerPool({
    timeLimitMs: 500,
    location: () => pathToFileURL(SCRIPTED),
  });
  afterAll(() => pool.close());

  it('after a time-out, the next report is read by a fresh worker and no thread is left behind', async () => {
    for (let cycle = 0; cycle < 5; cycle++) {
      const overran = pool.run(slow, 'image/png');
      const next = pool.run(quick, 'image/png');
      await expect(overran).rejects.toThrow(/took too long/);
      await expect(next).resolves.toMatchObject({ raw_text: 'read 3 bytes' });
    }
    // The stopped threads finish exiting; one warm worker remains.
    const deadline = Date.now() + 5000;
    while (pool.liveThreads > 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(pool.liveThreads).toBe(1);
  });
});

describe('the engine entry point with a cancelled read', () => {
  const previous = process.env.REPORT_WORKER_FILE;
  afterAll(async () => {
    await closeReportExtraction();
    if (previous === undefined) delete process.env.REPORT_WORKER_FILE;
    else process.env.REPORT_WORKER_FILE = previous;
  });

  it('answers the report after a cancelled one (5 of 5)', async () => {
    await closeReportExtraction();
    process.env.REPORT_WORKER_FILE = SCRIPTED;
    for (let cycle = 0; cycle < 5; cycle++) {
      const cancelled = extractReport(slow, 'image/png', { signal: AbortSignal.timeout(200) });
      const next = extractReport(quick, 'image/png');
      await expect(cancelled).rejects.toThrow(/cancelled/);
      await expect(next).resolves.toMatchObject({ raw_text: 'read 3 bytes' });
    }
  });
});
