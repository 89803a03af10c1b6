import { describe, expect, it } from 'vitest';
import { readPdfPages } from '../../../server/report/pdf-text.ts';
import { LIMITS, ReportExtractionError } from '../../../server/report/types.ts';
import { tinyPdf } from '../support/tiny-pdf.ts';

describe('whole reports', () => {
  it('reads a report of many pages, every page', async () => {
    const pages = Array.from({ length: 40 }, (_, i) => [`Page ${i + 1} of 40`]);
    const read = await readPdfPages(tinyPdf(pages));
    expect(read).toHaveLength(40);
    expect(read[39]?.items.map((i) => i.str)).toEqual(['Page 40 of 40']);
  });

  it('names the page limit when a file is over it', async () => {
    const pages = Array.from({ length: LIMITS.maxPages + 1 }, () => ['x']);
    const error = await readPdfPages(tinyPdf(pages)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReportExtractionError);
    expect((error as Error).message).toBe(
      `This report has ${LIMITS.maxPages + 1} pages; reports of up to ${LIMITS.maxPages} pages can be read.`,
    );
    expect(LIMITS.maxPages).toBeGreaterThanOrEqual(100);
  });
});
