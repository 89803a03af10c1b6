import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerMessage, WorkerRequest } from './extract-worker.ts';
import type { ExtractedReport, ExtractOptions, PageProgress, ReportMediaType } from './types.ts';
import { LIMITS, ReportExtractionError } from './types.ts';

interface Pending {
  resolve: (report: ExtractedReport) => void;
  reject: (error: Error) => void;
  progress?: (progress: PageProgress) => void;
}

/**
 * A backstop for a file that gets past the size checks made before decoding. V8 grows a heap
 * more slowly the lower its cap: 512 MB cost the 30-page PDF 17 % more CPU than 1,024 MB, with
 * the same peaks for every bomb of `npm run bench:bombs` (docs/report-extraction.md).
 */
const HEAP_CAP_MB = 1024;
/**
 * Room for what one report builds and drops: with V8's default young generation a 30-page
 * report's pages and strings are promoted, and every few reports a full collection of 40-50 ms
 * lands in one. 64 MB took ~5-10 % off its time for ~30 MB more at peak; 128 MB gained no more
 * and cost ~80 MB (docs/report-extraction.md, "Speed and memory").
 */
const YOUNG_GEN_MB = 64;

const TOO_LONG = 'Reading this report took too long. Please upload a clearer or shorter file.';

/**
 * From source (tsx, vitest) the worker is `extract-worker.ts` loaded through tsx; from the
 * esbuild bundle it is `report-worker.js` next to `main.js` (see build-entries.json).
 */
function workerLocation(): URL {
  // a prebuilt worker bundle (bench:extract measures the same code `npm start` runs)
  const override = process.env.REPORT_WORKER_FILE;
  if (override && existsSync(override)) return pathToFileURL(override);
  const bundled = new URL('./report-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(bundled))) return bundled;
  return new URL('./tsx-worker-entry.mjs', import.meta.url);
}

/**
 * One worker thread and the jobs it owns. Everything a thread reports (answer, error, exit)
 * settles only that thread's own jobs, so a thread stopped for the time limit can never fail
 * the job its replacement is already running.
 */
class WorkerThread {
  readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private online = false;
  exited = false;

  constructor(url: URL, onExit: (thread: WorkerThread) => void) {
    this.worker = new Worker(url, {
      resourceLimits: {
        maxOldGenerationSizeMb: HEAP_CAP_MB,
        maxYoungGenerationSizeMb: YOUNG_GEN_MB,
      },
    });
    this.worker.unref();
    this.worker.once('online', () => {
      this.online = true;
    });
    this.worker.on('message', (response: WorkerMessage) => {
      const entry = this.pending.get(response.id);
      if (!entry) return;
      if ('progress' in response) {
        // progress is a courtesy: a listener that throws must not take the process down
        try {
          entry.progress?.(response.progress);
        } catch {}
        return;
      }
      this.pending.delete(response.id);
      if (response.ok) entry.resolve(response.report);
      else entry.reject(new ReportExtractionError(response.patientMessage));
    });
    const fail = (error: Error) => {
      for (const entry of this.pending.values()) {
        entry.reject(new ReportExtractionError('The report could not be read.'));
      }
      this.pending.clear();
      if (process.env.REPORT_DEBUG) console.error(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => {
      this.exited = true;
      fail(new Error('worker exited'));
      onExit(this);
    });
  }

  send(bytes: Uint8Array, mediaType: ReportMediaType, pending: Pending): number {
    const id = this.nextId++;
    this.pending.set(id, pending);
    const request: WorkerRequest = { id, bytes, mediaType };
    this.worker.postMessage(request);
    return id;
  }

  /** Runs `start` once the thread has booted: starting a thread is not reading. */
  whenOnline(start: () => void): void {
    if (this.online) start();
    else this.worker.once('online', start);
  }

  forget(id: number): void {
    this.pending.delete(id);
  }

  isPending(id: number): boolean {
    return this.pending.has(id);
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

export interface WorkerPoolOptions {
  /** Time limit for reading one report (waiting in the queue does not count). */
  timeLimitMs?: number;
  location?: () => URL;
}

/** A single long-lived worker: it keeps the OCR engine warm between reports. */
export class ReportWorkerPool {
  private thread: WorkerThread | undefined;
  private readonly stopping = new Set<WorkerThread>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timeLimitMs: number;
  private readonly location: () => URL;

  constructor(options: WorkerPoolOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? LIMITS.timeLimitMs;
    this.location = options.location ?? workerLocation;
  }

  /** Threads started and not yet exited (the current one and any still being stopped). */
  get liveThreads(): number {
    return (this.thread && !this.thread.exited ? 1 : 0) + this.stopping.size;
  }

  private current(): WorkerThread {
    if (this.thread && !this.thread.exited) return this.thread;
    this.thread = new WorkerThread(this.location(), (exited) => {
      this.stopping.delete(exited);
      if (this.thread === exited) this.thread = undefined;
    });
    return this.thread;
  }

  /** Stops a thread that overran or was cancelled; the next job starts a fresh one. */
  private retire(thread: WorkerThread): void {
    if (this.thread === thread) this.thread = undefined;
    if (thread.exited) return;
    this.stopping.add(thread);
    void thread.stop();
  }

  run(
    bytes: Uint8Array,
    mediaType: ReportMediaType,
    options: ExtractOptions = {},
  ): Promise<ExtractedReport> {
    // one report at a time per worker; the queue keeps memory bounded
    const job = this.queue.then(() => this.runNow(bytes, mediaType, options));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private runNow(
    bytes: Uint8Array,
    mediaType: ReportMediaType,
    { signal, onProgress }: ExtractOptions,
  ): Promise<ExtractedReport> {
    if (signal?.aborted) return Promise.reject(new ReportExtractionError('Reading was cancelled.'));
    const thread = this.current();
    return new Promise<ExtractedReport>((resolve, reject) => {
      let id = 0;
      let timer: NodeJS.Timeout | undefined;
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        thread.forget(id);
      };
      const giveUp = (message: string) => {
        settle();
        this.retire(thread);
        reject(new ReportExtractionError(message));
      };
      const onAbort = () => giveUp('Reading was cancelled.');
      signal?.addEventListener('abort', onAbort, { once: true });
      let started = 0;
      let extended = false;
      const startTimer = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => giveUp(TOO_LONG), ms);
      };
      // a scanned PDF is read page by page by OCR: its limit grows with its pages, once
      const progress = (p: PageProgress) => {
        if (timer && !extended) {
          extended = true;
          const scanLimit = (p.pages * this.timeLimitMs) / LIMITS.scannedPagesPerTimeLimit;
          if (scanLimit > this.timeLimitMs) startTimer(started + scanLimit - Date.now());
        }
        onProgress?.(p);
      };
      id = thread.send(bytes, mediaType, {
        resolve: (report) => {
          settle();
          resolve(report);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
        progress,
      });
      thread.whenOnline(() => {
        if (id !== 0 && thread.isPending(id)) {
          started = Date.now();
          startTimer(this.timeLimitMs);
        }
      });
    });
  }

  async close(): Promise<void> {
    const threads = [this.thread, ...this.stopping].filter(
      (thread): thread is WorkerThread => thread !== undefined && !thread.exited,
    );
    this.thread = undefined;
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}

export const reportWorker = new ReportWorkerPool();
