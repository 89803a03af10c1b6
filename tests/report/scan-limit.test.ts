import { describe, expect, it } from 'vitest';
import { encodeJpegFile } from '../../scripts/lib/degrade-image.ts';
import { renderPdfPageImages } from '../../server/report/pdf-images.ts';
import { LIMITS, ReportExtractionError } from '../../server/report/types.ts';
import { jpegPagesPdf } from '../server/support/image-pdf.ts';

const page = encodeJpegFile({ width: 64, height: 80, data: new Uint8Array(64 * 80).fill(220) });

async function pagesOf(pdf: Uint8Array): Promise<number> {
  let n = 0;
  for await (const { image } of renderPdfPageImages(pdf)) {
    expect(image.width).toBe(64);
    n++;
  }
  return n;
}

describe('scanned reports', () => {
  it('are read up to 30 pages, one page image at a time', async () => {
    expect(LIMITS.maxScannedPages).toBe(30);
    // an 11-page scan was refused by the old 10-page cap
    expect(await pagesOf(jpegPagesPdf(page, 11))).toBe(11);
    expect(await pagesOf(jpegPagesPdf(page, 30))).toBe(30);
  });

  it('over 30 pages are refused before any page is read, with the limit named', async () => {
    const refused = pagesOf(jpegPagesPdf(page, 31));
    await expect(refused).rejects.toBeInstanceOf(ReportExtractionError);
    await expect(pagesOf(jpegPagesPdf(page, 31))).rejects.toThrow(/31 pages.*up to 30 pages/);
  });
});
