import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { popplerAvailable, readPdfPagesWithPoppler } from '../../../server/report/poppler/read.ts';
import { LIMITS } from '../../../server/report/types.ts';
import { EVAL_DIR } from '../../server/support/eval-files.ts';
import { tinyPdf } from '../support/tiny-pdf.ts';

const panel = path.join(EVAL_DIR, 'external/reports/files/real-petermac-mpn.pdf');

describe.runIf(popplerAvailable() || process.env.CI)('reading a PDF with Poppler', () => {
  it('reads every page, each run with its position and font size', async () => {
    const pages = await readPdfPagesWithPoppler(tinyPdf([['BRCA2 c.5946del'], ['Page 2 of 2']]));
    expect(pages?.map((p) => p.items.map((i) => i.str))).toEqual([
      ['BRCA2 c.5946del'],
      ['Page 2 of 2'],
    ]);
    const [first] = pages?.[0]?.items ?? [];
    expect(first?.x).toBeGreaterThan(0);
    expect(first?.height).toBeGreaterThan(4);
  });

  it.runIf(existsSync(panel))(
    'cuts the cells pdftohtml joined in a real gene table ("NM_015338.5 10-12")',
    async () => {
      const pages = await readPdfPagesWithPoppler(new Uint8Array(readFileSync(panel)));
      const cells = pages?.flatMap((p) => p.items.map((i) => i.str)) ?? [];
      expect(cells).toContain('NM_015338.5');
      expect(cells).toContain('10-12');
      expect(cells).not.toContain('NM_015338.5 10-12');
    },
  );

  it('leaves a damaged file to pdf.js (which tells the patient why)', async () => {
    await expect(
      readPdfPagesWithPoppler(new TextEncoder().encode('%PDF-1.7 broken')),
    ).resolves.toBe(undefined);
  });

  it('leaves a file over the page limit to pdf.js (which names its page count)', async () => {
    const pages = Array.from({ length: LIMITS.maxPages + 1 }, () => ['x']);
    await expect(readPdfPagesWithPoppler(tinyPdf(pages))).resolves.toBe(undefined);
  });
});
