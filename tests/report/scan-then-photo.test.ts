import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractInProcess } from '../../server/report/extract-in-process.ts';
import { jpegPagesPdf } from '../server/support/image-pdf.ts';

const photo = new Uint8Array(
  readFileSync(path.join(import.meta.dirname, 'truth-set/car-cf.photo.jpg')),
);

// A scan of several pages gives its OCR engines' memory back before its text is assembled; the
// next photo starts them again (~25 s: three pages of OCR).
describe('OCR engines stopped after a long scan', () => {
  it('read the scan, then start again for the next photo', async () => {
    const scan = await extractInProcess(jpegPagesPdf(photo, 2), 'application/pdf');
    expect(scan.reading?.pages).toBe(2);
    expect(scan.variants.flatMap((v) => v.gene)).toContain('CFTR');
    // the photo's own pixels, not the page Poppler drew: its reading may differ, but it is read
    const next = await extractInProcess(photo, 'image/jpeg');
    expect(next.reading?.source).toBe('ocr');
    expect(next.variants.flatMap((v) => v.gene)).toContain('CFTR');
    // and read right (the development set's carrier photo, issue 23): at the line-pitch OCR
    // scale its protein change came out "p.PheS508del" and was stated as p.Phe5508del; it must
    // be read as the report writes it, or not stated, never as another variant
    expect(next.conclusion).toBe('carrier');
    expect(next.variants.map((v) => [v.gene, v.var, v.zygosity])).toEqual([
      [['CFTR'], ['c.1521_1523del', 'p.Phe508del'], 'Heterozygous'],
    ]);
  }, 180_000);
});
