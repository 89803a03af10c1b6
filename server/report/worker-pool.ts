import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerRequest, WorkerResponse } from './extract-worker.ts';
import type { ExtractedReport, ReportMediaType } from './types.ts';
import { LIMITS, ReportExtractionError } from './types.ts';

interface Pending {
  resolve: (report: ExtractedReport) => void;
  reject: (error: Error) => void;
}

/**
 * From source (tsx, vitest) the worker is `extract-worker.ts` loaded through tsx; from the
 * esbuild bundle it is `report-worker.js` next to `main.js` (see build-entries.json).
 */
function workerLocation(): { url: URL; execArgv: string[] } {
  // a prebuilt worker bundle (bench:extract measures the same code `npm start` runs)
  const override = process.env.REPORT_WORKER_FILE;
  if (override && existsSync(override)) return { url: pathToFileURL(override), execArgv: [] };
  const bundled = new URL('./report-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(bundled))) {
    return { url: bundled, execArgv: [] };
  }
  return { url: new URL('./tsx-worker-entry.mjs', import.meta.url), execArgv: [] };
}

/** A single long-lived worker: it keeps the OCR engine warm between reports. */
class ReportWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private queue: Promise<unknown> = Promise.resolve();

  private start(): Worker {
    if (this.worker) return this.worker;
    const { url, execArgv } = workerLocation();
    const worker = new Worker(url, { execArgv, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    worker.unref();
    worker.on('message', (response: WorkerResponse) => {
      const entry = this.pending.get(response.id);
      if (!entry) return;
      this.pending.delete(response.id);
      if (response.ok) entry.resolve(response.report);
      else entry.reject(new ReportExtractionError(response.patientMessage));
    });
    const fail = (error: Error) => {
      this.worker = undefined;
      for (const entry of this.pending.values()) {
        entry.reject(new ReportExtractionError('The report could not be read.'));
      }
      this.pending.clear();
      if (process.env.REPORT_DEBUG) console.error(error);
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('worker exited')));
    this.worker = worker;
    return worker;
  }

  private async restart(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  run(
    bytes: Uint8Array,
    mediaType: ReportMediaType,
    signal?: AbortSignal,
  ): Promise<ExtractedReport> {
    // one report at a time per worker; the queue keeps memory bounded
    const job = this.queue.then(() => this.runNow(bytes, mediaType, signal));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private runNow(
    bytes: Uint8Array,
    mediaType: ReportMediaType,
    signal?: AbortSignal,
  ): Promise<ExtractedReport> {
    if (signal?.aborted) return Promise.reject(new ReportExtractionError('Reading was cancelled.'));
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<ExtractedReport>((resolve, reject) => {
      const timer = setTimeout(() => {
        settle();
        void this.restart();
        reject(
          new ReportExtractionError(
            'Reading this report took too long. Please upload a clearer or shorter file.',
          ),
        );
      }, LIMITS.timeLimitMs);
      const onAbort = () => {
        settle();
        void this.restart();
        reject(new ReportExtractionError('Reading was cancelled.'));
      };
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (r) => {
          settle();
          resolve(r);
        },
        reject: (e) => {
          settle();
          reject(e);
        },
      });
      const request: WorkerRequest = { id, bytes, mediaType };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    await this.restart();
  }
}

export const reportWorker = new ReportWorker();
