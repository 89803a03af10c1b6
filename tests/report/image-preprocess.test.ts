import { describe, expect, it } from 'vitest';
import { encodePng, type GrayImage } from '../../server/report/gray-image.ts';
import { decodePng } from '../../server/report/image-decode.ts';
import { estimateSkew, prepareForOcr, rotate } from '../../server/report/image-preprocess.ts';
import { ReportExtractionError } from '../../server/report/types.ts';

/** White page with dark horizontal "text lines". */
function linedPage(width = 600, height = 400): GrayImage {
  const data = new Uint8Array(width * height).fill(235);
  for (let y = 40; y < height - 40; y += 24) {
    for (let dy = 0; dy < 8; dy++) {
      for (let x = 60; x < width - 60; x++) if ((x >> 3) % 3 !== 0) data[(y + dy) * width + x] = 30;
    }
  }
  return { width, height, data };
}

describe('photo preparation', () => {
  it('measures the skew of rotated text lines', () => {
    const page = linedPage();
    expect(Math.abs(estimateSkew(page))).toBeLessThanOrEqual(0.2);
    const skewed = rotate(page, 3);
    expect(Math.abs(estimateSkew(skewed) - -3)).toBeLessThanOrEqual(0.41);
  });

  it('upscales small photos before OCR', () => {
    const prepared = prepareForOcr(linedPage(), 1200);
    expect(prepared.width).toBe(1200);
  });
});

describe('PNG', () => {
  it('decodes what it encodes', () => {
    const page = linedPage(64, 48);
    const decoded = decodePng(new Uint8Array(encodePng(page)));
    expect(decoded.width).toBe(64);
    expect(decoded.height).toBe(48);
    expect(Array.from(decoded.data)).toEqual(Array.from(page.data));
  });

  it('rejects broken files with a patient-safe error', () => {
    expect(() => decodePng(new Uint8Array([137, 80, 78, 71, 1, 2, 3]))).toThrow(
      ReportExtractionError,
    );
    const png = new Uint8Array(encodePng(linedPage(64, 48)));
    expect(() => decodePng(png.subarray(0, 60))).toThrow(ReportExtractionError);
  });
});
