import { BINARY_PDF_HEADER, pdfFile } from '../../../scripts/lib/pdf-file.ts';
import { jpegDimensions } from '../../../server/report/image-bounds.ts';

/**
 * A scanned-looking PDF: `pages` pages, each only the given JPEG (DCTDecode, stored as is) drawn
 * over the whole page, with no text at all, so the engine must read it by OCR.
 */
export function jpegPagesPdf(jpeg: Uint8Array, pages: number): Uint8Array {
  const size = jpegDimensions(jpeg);
  if (!size) throw new Error('not a JPEG');
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => objects.push(Buffer.from(body));
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pages }, (_, n) => 3 + n * 3);
  add(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`);
  const draw = 'q 612 0 0 792 0 0 cm /Im1 Do Q\n';
  for (const page of kids) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 ${page + 2} 0 R >> >> /Contents ${page + 1} 0 R >>`,
    );
    add(`<< /Length ${draw.length} >>\nstream\n${draw}endstream`);
    add(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${size.width} /Height ${size.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
        ),
        Buffer.from(jpeg),
        Buffer.from('\nendstream'),
      ]),
    );
  }
  return new Uint8Array(pdfFile(objects, BINARY_PDF_HEADER));
}
