import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesToText } from '../../server/report/document.ts';
import { fromText } from '../../server/report/extract-in-process.ts';
import { layoutPages } from '../../server/report/layout.ts';
import type { PdfPage } from '../../server/report/pdf-page.ts';
import { readPdfPagesWithPdfjs } from '../../server/report/pdfjs-text.ts';
import { popplerAvailable, readPdfPagesWithPoppler } from '../../server/report/poppler/read.ts';
import { EVAL_DIR } from '../server/support/eval-files.ts';

// Poppler reads PDFs where the machine has it, pdf.js elsewhere: a patient's report must give the
// same answer either way. Every PDF we hold: the development set, the real published reports
// (scored and unscored), the 38-page one, and three reports in one file (headings of several
// sizes side by side: the case that needs runs on their baselines). CI installs Poppler.
const folders = [
  '',
  'external/reports/files',
  'external/reports/over-page-limit',
  'external/data/reports-unscored',
];
const pdfs = folders.flatMap((folder) => {
  const dir = path.join(EVAL_DIR, folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.pdf'))
        .map((f) => path.join(dir, f))
    : [];
});
if (popplerAvailable() && existsSync(path.join(EVAL_DIR, 'dev-01.pdf'))) {
  const joined = path.join(mkdtempSync(path.join(tmpdir(), 'readers-')), 'three-reports.pdf');
  const parts = ['dev-02.pdf', 'dev-04.pdf', 'dev-01.pdf'].map((f) => path.join(EVAL_DIR, f));
  execFileSync('pdfunite', [...parts, joined]);
  pdfs.push(joined);
}

function answer(pages: PdfPage[]) {
  const { raw_text: _raw, ...rest } = fromText(linesToText(layoutPages(pages)));
  return rest;
}

describe.runIf(popplerAvailable() || process.env.CI)('the two PDF readers', () => {
  it('have PDFs to compare', () => {
    expect(pdfs.length).toBeGreaterThanOrEqual(15);
  });

  it.each(pdfs.map((file) => ({ name: path.basename(file), file })))(
    '$name: the same variants, diseases and uncertain findings',
    async ({ file }) => {
      const bytes = new Uint8Array(readFileSync(file));
      const poppler = await readPdfPagesWithPoppler(bytes);
      expect(poppler, 'Poppler read the file').toBeDefined();
      const pdfjs = await readPdfPagesWithPdfjs(bytes);
      expect(poppler).toHaveLength(pdfjs.length);
      expect(answer(poppler ?? [])).toEqual(answer(pdfjs));
    },
    30_000,
  );
});
