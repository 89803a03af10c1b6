import { deflateSync } from 'node:zlib';

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
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (ch) => ch.charCodeAt(0));
}
