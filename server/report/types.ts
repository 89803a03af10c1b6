export type ReportMediaType = 'application/pdf' | 'image/jpeg' | 'image/png';

// The engine's output is the API contract's shape: one definition for server and client.
export type { DiseaseOption, ExtractedReport, Variant } from '../../contract/report.ts';

export interface ExtractOptions {
  signal?: AbortSignal;
}

/** Its message is written for the patient: it never carries internals or stack details. */
export class ReportExtractionError extends Error {
  override name = 'ReportExtractionError';
}

export const LIMITS = {
  maxPages: 30,
  maxScannedPages: 10,
  timeLimitMs: 60_000,
  maxImagePixels: 40_000_000,
} as const;
