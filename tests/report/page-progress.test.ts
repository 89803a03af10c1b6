import { describe, expect, it } from 'vitest';
import { extractInProcess } from '../../server/report/extract-in-process.ts';
import type { PageProgress } from '../../server/report/index.ts';
import { tinyPdf } from './support/tiny-pdf.ts';

describe('page progress is reported only for scans', () => {
  it('a digital PDF is read in one step: no page progress', async () => {
    const seen: PageProgress[] = [];
    const pdf = tinyPdf([
      ['Genetic test report', 'Gene: BRCA1 c.68_69delAG pathogenic variant found'],
      ['Second page of the report with more text to read'],
    ]);
    const report = await extractInProcess(pdf, 'application/pdf', (p) => seen.push(p));
    expect(report.raw_text).toContain('BRCA1');
    expect(seen).toEqual([]);
  });
});
