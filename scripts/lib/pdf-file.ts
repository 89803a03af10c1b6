/** The header of a PDF that holds binary streams (the comment's high bytes say so to a reader). */
export const BINARY_PDF_HEADER = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';

/**
 * A PDF file from its objects, object n being `objects[n - 1]` and object 1 the catalog, with
 * its cross-reference table. Strings are written byte for byte (latin1), so a string may hold
 * deflated data. For test fixtures and benchmarks: the server never writes PDFs.
 */
export function pdfFile(objects: readonly (string | Uint8Array)[], header = '%PDF-1.4\n'): Buffer {
  const parts: Buffer[] = [Buffer.from(header, 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
