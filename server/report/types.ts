export type ReportMediaType = 'application/pdf' | 'image/jpeg' | 'image/png';

// The engine's output is the API contract's shape: one definition for server and client.
export type {
  DiseaseOption,
  ExtractedReport,
  UncertainVariant,
  Variant,
} from '../../contract/report.ts';

/** How far a scanned PDF's reading has come: `read` of `pages` pages OCRed. */
export interface PageProgress {
  read: number;
  pages: number;
}

export interface ExtractOptions {
  signal?: AbortSignal;
  /** Called as the pages of a scanned PDF are read (not for digital PDFs or photos). */
  onProgress?: (progress: PageProgress) => void;
}

/** Its message is written for the patient: it never carries internals or stack details. */
export class ReportExtractionError extends Error {
  override name = 'ReportExtractionError';
}

export const LIMITS = {
  maxPages: 100,
  maxScannedPages: 30,
  timeLimitMs: 60_000,
  /**
   * A scanned PDF is read by OCR page by page: it gets `timeLimitMs` for every this many pages
   * (4 s a page), when that is more than `timeLimitMs` (30 pages: 120 s).
   */
  scannedPagesPerTimeLimit: 15,
  maxImagePixels: 40_000_000,
} as const;
