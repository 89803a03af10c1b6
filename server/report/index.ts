import type { ExtractedReport, ExtractOptions, ReportMediaType } from './types.ts';
import { reportWorker } from './worker-pool.ts';

export type {
  DiseaseOption,
  ExtractedReport,
  ExtractOptions,
  PageProgress,
  ReportMediaType,
  Variant,
} from './types.ts';
export { ReportExtractionError } from './types.ts';

/**
 * Reads a genetic test report (digital PDF, scanned PDF or phone photo) off the request thread
 * and returns the variants it states. Rejects with ReportExtractionError (patient-safe message).
 * `opts.onProgress` hears a scanned PDF's pages as they are read.
 */
export function extractReport(
  bytes: Uint8Array,
  mediaType: ReportMediaType,
  opts: ExtractOptions = {},
): Promise<ExtractedReport> {
  return reportWorker.run(bytes, mediaType, opts);
}

/** Stops the extraction worker (tests, graceful shutdown). */
export function closeReportExtraction(): Promise<void> {
  return reportWorker.close();
}
