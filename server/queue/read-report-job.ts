import * as v from 'valibot';
import { extractedReportSchema, type ReportResult } from '../../contract/report.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { ReportExtractor } from '../reports/report-extractor.ts';
import { isReportExtractionError } from '../reports/report-extractor.ts';
import type { ReportFileStore } from '../reports/report-file-store.ts';
import type { ReportRepository } from '../reports/report-repository.ts';
import { createPageProgressWriter } from './page-progress-writer.ts';
import { DEFER_TURNS, isFinished, type ReportJobRow, type ReportJobs } from './report-jobs.ts';
import type { JobOutcome } from './report-queue.ts';
import { retryWhileUnavailable } from './retry-while-unavailable.ts';

export interface JobReaderDeps {
  db: Database;
  jobs: ReportJobs;
  files: ReportFileStore;
  reports: ReportRepository;
  extractReport: ReportExtractor;
  logger: Logger;
  /** The time limit for reading one report; it starts when reading starts, not when queued. */
  readingLimitMs: number;
  /** How long a reading may go on while another patient's report waits (then it is deferred). */
  fairShareMs: number;
  /** Told when a job ends here, so requests waiting in this process answer at once. */
  onFinished(job: Pick<ReportJobRow, 'id' | 'user_id'>): void;
}

export const TOO_LONG = 'Reading this report took too long. Please try a clearer copy.';
const NOT_PROCESSED = 'The report could not be processed. Please try again.';
const FILE_GONE = 'The uploaded file is no longer available. Please upload it again.';
/** A job whose reading took its process down this often is not tried again. */
const MAX_ATTEMPTS = 3;
/** While reading, how often to look whether another process cancelled the job. */
const CANCEL_CHECK_MS = 1000;
/** How long a finished reading waits for the database to come back before it is handed back. */
const OUTAGE_LIMIT_MS = 120_000;

/** A reading is stopped for others at most this often; from then on it is read to the end. */
const MAX_DEFERRALS = 2;

class ReaderStopping extends Error {
  override name = 'ReaderStopping';
}

class ReadingDeferred extends Error {
  override name = 'ReadingDeferred';
}

/**
 * Reads queued reports in this process. A report that cannot be read ends with the engine's
 * patient-safe message (422), an unexpected engine error with 500, as the synchronous upload
 * always answered. A reading cut short by this process stopping is thrown back to the queue,
 * which runs it again (here after a restart, or in another process).
 */
export function createJobReader(deps: JobReaderDeps) {
  const { jobs, logger } = deps;
  const reading = new Map<string, AbortController>();
  const stopping = new AbortController();

  async function fail(job: ReportJobRow, httpStatus: number, detail: string) {
    await untilDatabaseAnswers(() => failNow(job, httpStatus, detail));
  }

  /**
   * How a reading ended is written even when the database was away for a while (a restart, a
   * network cut): the reading is not thrown away but written once it answers, up to a limit.
   */
  function untilDatabaseAnswers<T>(write: () => Promise<T>): Promise<T> {
    return retryWhileUnavailable(write, {
      signal: stopping.signal,
      giveUpAfterMs: OUTAGE_LIMIT_MS,
    });
  }

  async function failNow(job: ReportJobRow, httpStatus: number, detail: string) {
    await deps.db.transaction(async (tx) => {
      if (await jobs.finish(tx, job.id, { status: 'failed', httpStatus, detail })) {
        await deps.files.remove(tx, job.id);
      }
    });
  }

  function store(job: ReportJobRow, result: ReportResult): Promise<boolean> {
    return untilDatabaseAnswers(() => storeNow(job, result));
  }

  async function storeNow(job: ReportJobRow, result: ReportResult): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      // Cancelled (or its account deleted) meanwhile: nothing is kept.
      if (!(await jobs.finish(tx, job.id, { status: 'done', httpStatus: 200 }))) return false;
      await deps.reports.insertWithStoredFile(tx, {
        id: job.id,
        user_id: job.user_id,
        file_name: job.file_name,
        media_type: job.media_type,
        byte_size: job.byte_size,
        result,
      });
      return true;
    });
  }

  /**
   * Aborts when the job is cancelled through any process, or when this one stops; `deferred`
   * aborts once the reading has had its fair share while another patient's report waits.
   */
  function cancelSignal(job: ReportJobRow): {
    signal: AbortSignal;
    deferred: AbortSignal;
    release(): void;
  } {
    const cancelled = new AbortController();
    const deferred = new AbortController();
    const started = Date.now();
    reading.set(job.id, cancelled);
    const check = setInterval(() => {
      jobs
        .find(job.id)
        .then(async (now) => {
          if (!now || now.status === 'cancelled') return cancelled.abort();
          const hadItsShare = Date.now() - started >= deps.fairShareMs;
          if (hadItsShare && job.deferrals < MAX_DEFERRALS && !deferred.signal.aborted) {
            if (await jobs.othersWaiting(job.user_id)) deferred.abort();
          }
        })
        .catch(() => undefined);
    }, CANCEL_CHECK_MS);
    check.unref();
    return {
      signal: AbortSignal.any([cancelled.signal, stopping.signal, deferred.signal]),
      deferred: deferred.signal,
      release() {
        clearInterval(check);
        reading.delete(job.id);
      },
    };
  }

  async function read(job: ReportJobRow): Promise<void> {
    const bytes = await deps.files.read(job.id, job.user_id);
    if (!bytes) return fail(job, 422, FILE_GONE);
    const started = performance.now();
    const watch = cancelSignal(job);
    const timeLimit = AbortSignal.timeout(deps.readingLimitMs);
    const progress = createPageProgressWriter(jobs, job.id);
    try {
      const raw = await deps
        .extractReport(bytes, job.media_type, {
          signal: AbortSignal.any([timeLimit, watch.signal]),
          onProgress: progress.report,
        })
        .finally(progress.settled);
      if (stopping.signal.aborted) throw new ReaderStopping('stopped while reading');
      const result: ReportResult = {
        run_id: job.id,
        processed_at: new Date().toISOString(),
        ...v.parse(extractedReportSchema, raw),
      };
      if (!(await store(job, result))) return;
      logger.info('report processed', {
        userId: job.user_id,
        runId: job.id,
        mediaType: job.media_type,
        bytes: job.byte_size,
        variants: result.variants.length,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      if (stopping.signal.aborted) throw new ReaderStopping('stopped while reading');
      if (watch.deferred.aborted && (await jobs.defer(job.id, DEFER_TURNS))) {
        logger.info('report reading deferred for other patients', {
          userId: job.user_id,
          runId: job.id,
        });
        throw new ReadingDeferred();
      }
      if (watch.signal.aborted) return; // cancelled: the cancel already removed the file
      if (isReportExtractionError(error) && !timeLimit.aborted) {
        return fail(job, 422, error.message);
      }
      if (timeLimit.aborted) return fail(job, 422, TOO_LONG);
      logger.error('report extraction failed', {
        userId: job.user_id,
        runId: job.id,
        error: error instanceof Error ? error.name : 'unknown',
      });
      return fail(job, 500, NOT_PROCESSED);
    } finally {
      watch.release();
    }
  }

  return {
    /**
     * 'hand back' when this process is stopping: the queue should run the job again; 'defer'
     * when it was stopped for other patients and must be run again after them.
     */
    async readJob(jobId: string): Promise<JobOutcome> {
      if (stopping.signal.aborted) return 'hand back';
      const job = await jobs.find(jobId);
      // Gone with its account, or cancelled before its turn.
      if (!job || isFinished(job.status)) return 'done';
      const attempt = await jobs.startReading(jobId);
      if (attempt === null) return 'done';
      try {
        if (attempt > MAX_ATTEMPTS) await fail(job, 500, NOT_PROCESSED);
        else await read(job);
        return 'done';
      } catch (error) {
        if (error instanceof ReaderStopping) return 'hand back';
        if (error instanceof ReadingDeferred) return 'defer';
        throw error;
      } finally {
        deps.onFinished(job);
      }
    },

    /** Stops reading a job this process is reading (it was cancelled here). */
    abort(jobId: string): void {
      reading.get(jobId)?.abort();
    },

    /** Cuts every reading short; the queue runs those jobs again. */
    stop(): void {
      stopping.abort();
    },
  };
}
