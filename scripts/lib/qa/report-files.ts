import { pdfFile } from '../pdf-file';
import type { ReportFileKind } from './server-model';

/**
 * The report files of the QA paths (server-model.ts, `reportFiles`), as bytes the real server
 * reads: a one-page text PDF naming one variant, bytes that are no PDF, JPEG or PNG under a .pdf
 * name (the server refuses them by content, 415), and a damaged PDF (queued, then refused, 422). `npm run paths -- --write` keeps a copy of
 * each in qa/files/, so a person running a feature by hand uploads the same file.
 */
const reportLines = [
  'Clinical Genetic Testing Report',
  'Gene: CFTR   Variant: NM_000492.4:c.1521_1523del   Classification: Pathogenic',
  'Associated condition: Cystic fibrosis',
];

/** A document that is no genetic test report: no word of genetic testing in it. */
const invoiceLines = [
  'Lakeside Dental Care - Invoice 2030-118',
  'Cleaning and checkup: $120.00',
  'Amount due by April 30: $120.00',
];

/** A valid PDF 1.4 with one page of Helvetica text (offsets of the cross-reference computed). */
export function textPdf(lines: readonly string[]): Buffer {
  const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 11 Tf 72 720 Td 14 TL',
    ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfFile(objects);
}

export function reportFileBytes(kind: ReportFileKind): Buffer {
  switch (kind) {
    case 'report':
      return textPdf(reportLines);
    case 'notReport':
      return textPdf(invoiceLines);
    case 'empty':
      return Buffer.alloc(0);
    case 'damaged':
      // A PDF by its first bytes (the upload is accepted), with no document after them.
      return Buffer.from('%PDF-1.4\n%damaged\n1 0 obj <<>> endobj\n');
    default:
      return Buffer.from('This is not a report.\n');
  }
}

/** Where the committed copy of each file lives. */
export const reportFileDir = 'qa/files';
