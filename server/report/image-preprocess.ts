import type { GrayImage } from './gray-image.ts';

/** Bilinear resize. */
export function resize(image: GrayImage, scale: number): GrayImage {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height);
  const src = image.data;
  const sw = image.width;
  const sh = image.height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(sh - 1, (y + 0.5) / scale - 0.5);
    const y0 = Math.max(0, Math.floor(fy));
    const y1 = Math.min(sh - 1, y0 + 1);
    const wy = Math.max(0, fy - y0);
    for (let x = 0; x < width; x++) {
      const fx = Math.min(sw - 1, (x + 0.5) / scale - 0.5);
      const x0 = Math.max(0, Math.floor(fx));
      const x1 = Math.min(sw - 1, x0 + 1);
      const wx = Math.max(0, fx - x0);
      const top = (src[y0 * sw + x0] ?? 0) * (1 - wx) + (src[y0 * sw + x1] ?? 0) * wx;
      const bottom = (src[y1 * sw + x0] ?? 0) * (1 - wx) + (src[y1 * sw + x1] ?? 0) * wx;
      data[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return { width, height, data };
}

/** The middle of a photo: the page without the desk that shows around its edges. */
export function pageInterior(image: GrayImage): GrayImage {
  const cx = Math.round(image.width * 0.12);
  const cy = Math.round(image.height * 0.08);
  const width = image.width - 2 * cx;
  const height = image.height - 2 * cy;
  if (width < 50 || height < 50) return image;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (y + cy) * image.width + cx;
    data.set(image.data.subarray(from, from + width), y * width);
  }
  return { width, height, data };
}

/** Dark pixels, centred, of a copy at most 800 px wide. */
export function inkPoints(image: GrayImage): { xs: number[]; ys: number[]; diag: number } {
  const scale = Math.min(1, 800 / image.width);
  const { width, height, data } = scale < 1 ? resize(image, scale) : image;
  let sum = 0;
  for (const v of data) sum += v;
  const mean = sum / data.length;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[y * width + x] ?? 255) < mean * 0.6) {
        xs.push(x - width / 2);
        ys.push(y - height / 2);
      }
    }
  }
  return { xs, ys, diag: Math.ceil(Math.hypot(width, height)) };
}

/** Sharpness of the row histogram of the points rotated by `degrees`. */
export function profileScore(
  points: ReturnType<typeof inkPoints>,
  degrees: number,
  bins: Float64Array,
) {
  const r = (degrees * Math.PI) / 180;
  const sin = Math.sin(r);
  const cos = Math.cos(r);
  bins.fill(0);
  const { xs, ys, diag } = points;
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round(-(xs[i] ?? 0) * sin + (ys[i] ?? 0) * cos) + diag;
    bins[row] = (bins[row] ?? 0) + 1;
  }
  let score = 0;
  for (const b of bins) score += b * b;
  return score;
}

export function bestAngle(
  score: (a: number) => number,
  from: number,
  to: number,
  step: number,
): number {
  let best = { angle: 0, score: -1 };
  for (let a = from; a <= to + 1e-9; a += step) {
    const s = score(a);
    if (s > best.score) best = { angle: a, score: s };
  }
  return best.angle;
}

/**
 * Skew angle (degrees) from the projection profile of the page's interior: text lines give the
 * sharpest row histogram when they are horizontal. Coarse search, then a finer one around it.
 */
export function estimateSkew(image: GrayImage, maxDegrees = 6): number {
  const points = inkPoints(pageInterior(image));
  if (points.xs.length < 50) return 0;
  const bins = new Float64Array(points.diag * 2 + 2);
  const score = (a: number) => profileScore(points, a, bins);
  const coarse = bestAngle(score, -maxDegrees, maxDegrees, 0.25);
  return Math.round(bestAngle(score, coarse - 0.25, coarse + 0.25, 0.05) * 100) / 100;
}

/** Rotates by `degrees` about the centre (bilinear), filling with white. */
export function rotate(image: GrayImage, degrees: number): GrayImage {
  if (Math.abs(degrees) < 0.05) return image;
  const { width, height, data: src } = image;
  const r = (degrees * Math.PI) / 180;
  const sin = Math.sin(r);
  const cos = Math.cos(r);
  const cx = width / 2;
  const cy = height / 2;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      const dy = y - cy;
      const sx = cos * dx - sin * dy + cx;
      const sy = sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) {
        data[y * width + x] = 255;
        continue;
      }
      const wx = sx - x0;
      const wy = sy - y0;
      const i = y0 * width + x0;
      const top = (src[i] ?? 0) * (1 - wx) + (src[i + 1] ?? 0) * wx;
      const bottom = (src[i + width] ?? 0) * (1 - wx) + (src[i + width + 1] ?? 0) * wx;
      data[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return { width, height, data };
}

/**
 * Deskew and bring text to a size the OCR model reads well. The page stays grayscale: the
 * LSTM model reads anti-aliased glyph edges better than a binarised page (measured on the
 * external photos: 19 of 28 key strings read exactly, against 12 after Sauvola).
 */
export function prepareForOcr(image: GrayImage, targetWidth = 2600): GrayImage {
  return scaleForOcr(straighten(image), 0, targetWidth);
}

/** The page turned level (deskewed by the projection profile of its interior). */
export function straighten(image: GrayImage): GrayImage {
  return rotate(image, estimateSkew(image));
}

/**
 * Line pitch (pixels from one text line to the next) the OCR model is given: the shared phone
 * photos, read well, reach 41-48 px at the old fixed 2600 px width. A scan at 150 dpi got 52 px
 * there, and OCR time grows with the pixels (docs/report-extraction.md, "Scans").
 */
const OCR_LINE_PITCH = 44;

/**
 * A level page brought to the size the OCR model reads best: its text lines `OCR_LINE_PITCH`
 * apart where the pitch was measured, else 2600 px wide; never more than 2.5x, and the pitch
 * (a guess from repeating rows) moves the width's choice by at most 0.8-1.4x.
 */
export function scaleForOcr(straight: GrayImage, linePitch = 0, targetWidth = 2600): GrayImage {
  const byWidth = targetWidth / straight.width;
  const byPitch = linePitch > 0 ? OCR_LINE_PITCH / linePitch : byWidth;
  const scale = Math.min(2.5, Math.max(0.8 * byWidth, Math.min(1.4 * byWidth, byPitch)));
  return scale > 1.05 || scale < 0.7 ? resize(straight, scale) : straight;
}
