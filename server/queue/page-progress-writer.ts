import type { ReportJobs } from './report-jobs.ts';

interface PageProgress {
  read: number;
  pages: number;
}

/**
 * Writes a job's page progress to its row as the engine reports it, so any process answering
 * for the job (the web server while `npm run worker` reads) can show it. Writes run one after
 * another, at most one per page; a write is skipped when a newer one already happened.
 * `settled()` waits for the last write, so none lands after the reader finishes the job (the
 * UPDATE's `status = 'reading'` guard covers a write racing another process's cancel).
 */
export function createPageProgressWriter(jobs: ReportJobs, jobId: string) {
  let chain: Promise<void> = Promise.resolve();
  let latest: PageProgress | undefined;
  let written = -1;
  return {
    report(progress: PageProgress): void {
      latest = progress;
      chain = chain.then(async () => {
        const next = latest;
        if (!next || next.read <= written) return;
        written = next.read;
        // Progress is a courtesy: a failed write must not fail the reading.
        await jobs.recordPages(jobId, next).catch(() => false);
      });
    },
    settled(): Promise<void> {
      return chain;
    },
  };
}
