import zlib from 'node:zlib';
import { pdfFile } from '../../scripts/lib/pdf-file';
/** An extraction result with variants (spec section 3), for screens where the extractor is not the subject. */
export const reportResultWithVariants = {
  run_id: 'e2e-run-1',
  processed_at: '2030-03-01T10:00:00.000Z',
  raw_text: 'CFTR NM_000492.4:c.1521_1523del (p.Phe508del) rs113993960; CFTR c.350G>A',
  variants: [
    {
      var: ['NM_000492.4:c.1521_1523del'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs113993960'],
      OMIM: ['602421'],
      PMID: ['8723693'],
    },
    {
      var: ['NM_000492.4:c.350G>A'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs77932196'],
      OMIM: [],
      PMID: [],
    },
  ],
  disease_options: [
    { name: 'Cystic fibrosis', id: 'OMIM:219700', description: 'An autosomal recessive disorder.' },
  ],
};

const noFields = { diseaseNames: [], refSeq: [], dbSNP: [], OMIM: [], PMID: [] };

/** A result with one confirmed variant and one reading the extractor could not confirm. */
export const reportResultWithDoubt = {
  run_id: 'e2e-run-2',
  processed_at: '2030-03-01T10:00:00.000Z',
  raw_text:
    'F5 c.1601C>A (p.Arg534Gln) heterozygous PATHOGENIC\nCYP2C9 c.1075A>C (p.Ile359Leu) *1/*3',
  variants: [
    { ...noFields, var: ['c.1075A>C', 'p.Ile359Leu'], gene: ['CYP2C9'], refSeq: ['NM_000771.3'] },
  ],
  uncertain_variants: [
    {
      ...noFields,
      var: ['c.1601C>A', 'p.Arg534Gln'],
      gene: ['F5'],
      classification: 'Pathogenic',
      uncertain: true,
      snippet: 'F5 c.1601C>A (p.Arg534Gln) heterozygous PATHOGENIC',
    },
  ],
  variant_like: [],
  disease_options: [],
};

/** A negative report whose limitations name variants: nothing confirmed, text to check. */
export const reportResultUnconfirmed = {
  run_id: 'e2e-run-3',
  processed_at: '2030-03-01T10:00:00.000Z',
  raw_text: 'Negative result. Limitations: MITF - chr3:g.70014091 (including c.952G>A)',
  variants: [],
  uncertain_variants: [],
  variant_like: ['c.952G>A', 'c.1433G>A', 'c.1270C>G', 'g.58145429-58145431', 'g.70014091'],
  disease_options: [],
};

/**
 * A one-page text PDF holding the given lines, for tests that need the real server to extract and
 * store a report quickly (a text layer, no OCR).
 */
export function textReportPdf(lines: readonly string[]): Buffer {
  const pdfString = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(
    (line, i) => `BT /F1 11 Tf 50 ${760 - i * 16} Td (${pdfString(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfFile(objects);
}

/** A CFTR report the extractor reads as two variants. */
export const cftrReportLines = [
  'Clinical Genetic Testing Report',
  'Gene: CFTR',
  'Variant 1: NM_000492.4:c.1521_1523del (p.Phe508del) rs113993960 Pathogenic',
  'Variant 2: NM_000492.4:c.1652G>A (p.Gly551Asp) rs75527207 Pathogenic',
  'Interpretation: consistent with a diagnosis of cystic fibrosis.',
] as const;

/**
 * A grey-noise PNG: a real image the server reads with OCR, which takes seconds, so a test can
 * act while the report is being read.
 */
export function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width + 1) + 1; // each row starts with filter byte 0
    for (let x = 0; x < width; x++) rows[start + x] = (x * 7919 + y * 104_729) % 251;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
