import { jpegDimensions } from '../../server/report/image-bounds.ts';
import { BINARY_PDF_HEADER, pdfFile } from './pdf-file.ts';

/**
 * A scanned PDF for the benchmark: one RGB JPEG per page (DCTDecode, stored as is) drawn over
 * the whole Letter page, no text layer, so the engine reads every page by OCR.
 */
export function scannedPdf(pages: Uint8Array[]): Uint8Array {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => objects.push(Buffer.from(body));
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = pages.map((_, n) => 3 + n * 3);
  add(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  const draw = 'q 612 0 0 792 0 0 cm /Im1 Do Q\n';
  pages.forEach((jpeg, n) => {
    const size = jpegDimensions(jpeg);
    if (!size) throw new Error(`page ${n + 1} is not a JPEG`);
    const page = kids[n] as number;
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
  });
  return new Uint8Array(pdfFile(objects, BINARY_PDF_HEADER));
}
