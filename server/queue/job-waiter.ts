import { isFinished, type ReportJobRow, type ReportJobs } from './report-jobs.ts';

// Another process may finish the job: the row is looked at this often as well.
const POLL_MS = 500;

/** Lets a request wait for its job to end, whichever process reads it. */
export function createJobWaiter(jobs: ReportJobs) {
  const waiting = new Map<string, Set<() => void>>();

  function pause(jobId: string, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      const wakers = waiting.get(jobId) ?? new Set();
      waiting.set(jobId, wakers);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        wakers.delete(done);
        if (wakers.size === 0) waiting.delete(jobId);
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      signal?.addEventListener('abort', done, { once: true });
      wakers.add(done);
    });
  }

  return {
    /** Wakes the requests waiting for this job in this process. */
    notify(jobId: string): void {
      for (const wake of [...(waiting.get(jobId) ?? [])]) wake();
    },

    /** The ended job, null when it is gone (its account deleted), or once `signal` aborts. */
    async ended(jobId: string, signal?: AbortSignal): Promise<ReportJobRow | null> {
      for (;;) {
        const job = await jobs.find(jobId);
        if (!job || isFinished(job.status) || signal?.aborted) return job;
        await pause(jobId, signal);
      }
    },
  };
}
