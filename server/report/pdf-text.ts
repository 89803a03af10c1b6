import type { PdfPage } from './pdf-page.ts';
import { readPdfPagesWithPdfjs } from './pdfjs-text.ts';
import { popplerAvailable, readPdfPagesWithPoppler } from './poppler/read.ts';

/**
 * The PDF's text runs, page by page: Poppler's when the machine has it and it reads the file,
 * else pdf.js's (which also gives the patient the reason a file cannot be read).
 */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  // REPORT_PDF_READER=pdfjs leaves Poppler out: to compare the readers, or to rule one out
  if (process.env.REPORT_PDF_READER !== 'pdfjs') {
    const pages = await readPdfPagesWithPoppler(bytes);
    if (pages) return pages;
  }
  return readPdfPagesWithPdfjs(bytes);
}

/** The reader this machine uses for PDFs, for the server's start-up log. */
export function pdfReaderName(): 'Poppler' | 'pdf.js' {
  return process.env.REPORT_PDF_READER !== 'pdfjs' && popplerAvailable() ? 'Poppler' : 'pdf.js';
}
