export type ReportMediaType = 'application/pdf' | 'image/jpeg' | 'image/png';

export interface Variant {
  var: string[];
  gene: string[];
  diseaseNames: string[];
  refSeq: string[];
  dbSNP: string[];
  OMIM: string[];
  PMID: string[];
  classification?: string;
  zygosity?: string;
}

export interface DiseaseOption {
  name: string;
  id: string;
  description: string;
}

export interface ExtractedReport {
  variants: Variant[];
  disease_options: DiseaseOption[];
  raw_text: string;
}

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
