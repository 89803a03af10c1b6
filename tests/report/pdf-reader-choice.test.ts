import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfPage } from '../../server/report/pdf-page.ts';

const byPoppler: PdfPage[] = [{ items: [], width: 1, height: 1 }];
const byPdfjs: PdfPage[] = [{ items: [], width: 2, height: 2 }];
const poppler = vi.fn<() => Promise<PdfPage[] | undefined>>();
const pdfjs = vi.fn<() => Promise<PdfPage[]>>();
vi.mock('../../server/report/poppler/read.ts', () => ({ readPdfPagesWithPoppler: poppler }));
vi.mock('../../server/report/pdfjs-text.ts', () => ({ readPdfPagesWithPdfjs: pdfjs }));
const { readPdfPages } = await import('../../server/report/pdf-text.ts');

describe('which reader reads a PDF', () => {
  beforeEach(() => {
    poppler.mockReset();
    pdfjs.mockReset().mockResolvedValue(byPdfjs);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('Poppler, when it reads the file', async () => {
    poppler.mockResolvedValue(byPoppler);
    await expect(readPdfPages(new Uint8Array([1]))).resolves.toBe(byPoppler);
    expect(pdfjs).not.toHaveBeenCalled();
  });

  it('pdf.js, when Poppler is missing or cannot read the file', async () => {
    poppler.mockResolvedValue(undefined);
    await expect(readPdfPages(new Uint8Array([1]))).resolves.toBe(byPdfjs);
  });

  it('pdf.js alone with REPORT_PDF_READER=pdfjs', async () => {
    vi.stubEnv('REPORT_PDF_READER', 'pdfjs');
    poppler.mockResolvedValue(byPoppler);
    await expect(readPdfPages(new Uint8Array([1]))).resolves.toBe(byPdfjs);
    expect(poppler).not.toHaveBeenCalled();
  });
});
