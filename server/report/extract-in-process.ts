import { layoutPages, lineText } from './layout.ts';
import { readPdfPages } from './pdf-text.ts';
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
  const rawText = lines.map(lineText).join('\n');
  if (rawText.trim().length === 0) {
    throw new ReportExtractionError('No text was found in this report.');
  }
  return { variants: [], disease_options: [], raw_text: rawText };
}
