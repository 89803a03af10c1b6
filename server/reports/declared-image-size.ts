import type { ReportMediaType } from '../../contract/report.ts';
import { type Dimensions, jpegDimensions } from '../report/image-bounds.ts';

/** A PNG's size from its IHDR chunk, which the format requires first. */
function pngDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.byteLength < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The pixels a photo declares, read from its header before it is stored or queued: a bomb (a
 * few MB declaring 26000×26000) is refused at the upload itself instead of after its turn in the
 * queue and a reading (issue 24, item 15). Null for PDFs (the engine checks their images).
 */
export function declaredPixels(bytes: Uint8Array, mediaType: ReportMediaType): number | null {
  const size =
    mediaType === 'image/jpeg'
      ? jpegDimensions(bytes)
      : mediaType === 'image/png'
        ? pngDimensions(bytes)
        : null;
  return size ? size.width * size.height : null;
}
