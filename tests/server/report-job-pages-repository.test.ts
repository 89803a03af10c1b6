import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { createPageProgressWriter } from '../../server/queue/page-progress-writer.ts';
import { createReportJobs, type ReportJobs } from '../../server/queue/report-jobs.ts';
import { databaseVariants } from './support/databases.ts';
import { type IsolatedDatabase, isolatedSchema } from './support/isolated-schema.ts';

describe.each(databaseVariants())("a report job's pages read, on $name", (variant) => {
  let db: Database;
  let jobs: ReportJobs;
  let isolated: IsolatedDatabase | undefined;
  let dataDir: string | undefined;
  let next = 0;

  beforeAll(async () => {
    if (variant.databaseUrl) {
      isolated = await isolatedSchema(variant.databaseUrl);
      db = await openDatabase({ databaseUrl: isolated.url, dataDir: '' });
    } else {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'herd-pages-'));
      db = await openDatabase({ databaseUrl: null, dataDir });
    }
    await migrate(db);
    await db.query(`insert into users (id, email, name) values ('u1', 'p@example.com', 'P')`);
    jobs = createReportJobs(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await isolated?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function waitingJob(): Promise<string> {
    next += 1;
    const id = `job-${next}`;
    await jobs.insert(db, {
      id,
      user_id: 'u1',
      file_name: 'scan.pdf',
      media_type: 'application/pdf',
      byte_size: 10,
    });
    return id;
  }
  async function readingJob(): Promise<string> {
    const id = await waitingJob();
    expect(await jobs.startReading(id)).toBe(1);
    return id;
  }
  const pagesOf = async (id: string) => {
    const job = await jobs.find(id);
    return { pages_read: job?.pages_read, pages: job?.pages };
  };

  it('is unknown until the reader reports, then what it reported', async () => {
    const id = await readingJob();
    expect(await pagesOf(id)).toEqual({ pages_read: null, pages: null });
    expect(await jobs.recordPages(id, { read: 2, pages: 3 })).toBe(true);
    expect(await pagesOf(id)).toEqual({ pages_read: 2, pages: 3 });
  });

  it('is never written once the job has finished', async () => {
    const id = await readingJob();
    await jobs.recordPages(id, { read: 1, pages: 3 });
    await jobs.finish(db, id, { status: 'cancelled', httpStatus: 499 });
    expect(await jobs.recordPages(id, { read: 2, pages: 3 })).toBe(false);
    expect(await pagesOf(id)).toEqual({ pages_read: 1, pages: 3 });
  });

  it('is never written while the job only waits', async () => {
    const id = await waitingJob();
    expect(await jobs.recordPages(id, { read: 1, pages: 3 })).toBe(false);
    expect(await pagesOf(id)).toEqual({ pages_read: null, pages: null });
  });

  it('starts from nothing again when the job is taken again (a re-read after a restart)', async () => {
    const id = await readingJob();
    await jobs.recordPages(id, { read: 2, pages: 3 });
    await jobs.requeueReading();
    expect(await jobs.startReading(id)).toBe(2);
    expect(await pagesOf(id)).toEqual({ pages_read: null, pages: null });
  });

  it('is written in order, once per page, however fast the pages come', async () => {
    const id = await readingJob();
    const writes: number[] = [];
    const counting: ReportJobs = {
      ...jobs,
      recordPages: (jobId, progress) => {
        writes.push(progress.read);
        return jobs.recordPages(jobId, progress);
      },
    };
    const writer = createPageProgressWriter(counting, id);
    for (const read of [0, 1, 1, 2, 3]) writer.report({ read, pages: 3 });
    await writer.settled();
    expect(await pagesOf(id)).toEqual({ pages_read: 3, pages: 3 });
    expect(new Set(writes).size).toBe(writes.length);
    expect(writes).toEqual([...writes].sort((a, b) => a - b));
    expect(writes.at(-1)).toBe(3);
  });
});
