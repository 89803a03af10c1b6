import type { ExtractedReport, ReportMediaType } from '../../contract/report.ts';

/** The extraction engine's entry point (server/report/index.ts), injected into the app. */
export type ReportExtractor = (
  bytes: Uint8Array,
  mediaType: ReportMediaType,
  opts?: {
    signal?: AbortSignal;
    /** A scanned PDF's pages as they are read: `read` of `pages` done. */
    onProgress?: (progress: { read: number; pages: number }) => void;
  },
) => Promise<ExtractedReport>;

/**
 * The engine throws `ReportExtractionError` with a user-safe message for unreadable, corrupt or
 * too-long documents. Matched by name so this module does not depend on the engine's file.
 */
export function isReportExtractionError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ReportExtractionError';
}
