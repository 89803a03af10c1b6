import { buildDocument, linesToText } from './document.ts';
import { geneDictionary } from './gene-dictionary.ts';
import { layoutPages } from './layout.ts';
import { readPdfPages } from './pdf-text.ts';
import { assembleRecords } from './records.ts';
import type { ExtractedReport, ReportMediaType } from './types.ts';
import { ReportExtractionError } from './types.ts';

/** Runs the whole pipeline on the calling thread; `index.ts` runs it inside a worker. */
export async function extractInProcess(
  bytes: Uint8Array,
  mediaType: ReportMediaType,
): Promise<ExtractedReport> {
  if (mediaType !== 'application/pdf') {
    throw new ReportExtractionError('Photos of reports cannot be read yet. Please upload a PDF.');
  }
  const pages = await readPdfPages(bytes);
  const lines = layoutPages(pages);
  const rawText = linesToText(lines);
  if (rawText.trim().length === 0) {
    throw new ReportExtractionError('No text was found in this report.');
  }
  return fromText(rawText);
}

export function fromText(rawText: string): ExtractedReport {
  const doc = buildDocument(rawText);
  const { variants, diseaseOptions } = assembleRecords(doc, geneDictionary());
  return { variants, disease_options: diseaseOptions, raw_text: rawText };
}
