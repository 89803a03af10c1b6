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
  /** A scanned PDF may take this long per page (OCR), when that is more than `timeLimitMs`. */
  scannedPageMs: 4_000,
  maxImagePixels: 40_000_000,
} as const;
