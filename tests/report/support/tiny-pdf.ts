import { deflateSync } from 'node:zlib';
import { pdfFile } from '../../../scripts/lib/pdf-file.ts';

/**
 * A minimal valid PDF with `pages` pages, each printing its lines in Helvetica; `deflate`
 * compresses the content streams (FlateDecode), as almost every real PDF does.
 */
export function tinyPdf(pages: string[][], opts: { deflate?: boolean } = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const tree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids = pages.map((lines) => {
    const ops = lines
      .map((l, i) => `BT /F1 10 Tf 50 ${750 - i * 14} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`)
      .join('\n');
    const body = opts.deflate ? deflateSync(ops).toString('latin1') : ops;
    const filter = opts.deflate ? ' /Filter /FlateDecode' : '';
    const content = add(`<< /Length ${body.length}${filter} >>\nstream\n${body}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`;
  objects[tree - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  return new Uint8Array(pdfFile(objects));
}
