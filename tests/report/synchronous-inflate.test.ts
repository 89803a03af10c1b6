import { afterEach, describe, expect, it } from 'vitest';
import { readPdfPages } from '../../server/report/pdf-text.ts';
import { preferSynchronousInflate } from '../../server/report/pdfjs.ts';
import { tinyPdf } from './support/tiny-pdf.ts';

const webInflate = globalThis.DecompressionStream;
afterEach(() => {
  globalThis.DecompressionStream = webInflate;
});

describe('pdf.js without the web DecompressionStream (the report worker)', () => {
  it('reads compressed content streams exactly as with it', async () => {
    const lines = ['NM_000492.4(CFTR):c.1521_1523del', 'p.(Phe508del) Pathogenic'];
    const pdf = tinyPdf([lines, ['second page']], { deflate: true });
    const withWebInflate = await readPdfPages(pdf);
    preferSynchronousInflate();
    expect(globalThis.DecompressionStream).toBeUndefined();
    const withOwnInflate = await readPdfPages(pdf);
    expect(withOwnInflate).toEqual(withWebInflate);
    expect(withOwnInflate[0]?.items.map((i) => i.str).filter((s) => s.trim())).toEqual(lines);
  });
});
