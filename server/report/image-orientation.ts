// Which way up a photo or scanned page is: a phone held sideways or a page fed upside down gives
// OCR nothing to read (or letters it reads as other letters), so the page is turned first.
import type { GrayImage } from './gray-image.ts';
import {
  bestAngle,
  inkPoints,
  pageInterior,
  profileScore,
  resize,
  straighten,
} from './image-preprocess.ts';

export type QuarterTurns = 0 | 1 | 2 | 3;

/** Turned clockwise by `turns` quarter turns. */
export function turnQuarters(image: GrayImage, turns: QuarterTurns): GrayImage {
  if (turns === 0) return image;
  const { width, height, data: src } = image;
  const [w, h] = turns === 2 ? [width, height] : [height, width];
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [sx, sy] =
        turns === 1
          ? [y, height - 1 - x]
          : turns === 2
            ? [width - 1 - x, height - 1 - y]
            : [width - 1 - y, x];
      data[y * w + x] = src[sy * width + sx] ?? 255;
    }
  }
  return { width: w, height: h, data };
}

/**
 * How sharply the ink falls into rows at the best angle within a few degrees of level
 * (sum of squared row counts over the uniform spread's): text lines give a high score.
 */
function rowSharpness(points: ReturnType<typeof inkPoints>): number {
  const n = points.xs.length;
  if (n < 200) return 0;
  const bins = new Float64Array(points.diag * 2 + 2);
  const score = (a: number) => profileScore(points, a, bins);
  const angle = bestAngle(score, -6, 6, 0.5);
  return (score(angle) * points.diag) / (n * n);
}

/** The same points turned a quarter: their columns become rows. */
function quarterPoints(points: ReturnType<typeof inkPoints>): ReturnType<typeof inkPoints> {
  return { xs: points.ys, ys: points.xs.map((x) => -x), diag: points.diag };
}

/** Lines run across the page (false: they run down it, the page lies on its side). */
function linesAcross(image: GrayImage): boolean | undefined {
  const points = inkPoints(pageInterior(image));
  const across = rowSharpness(points);
  const down = rowSharpness(quarterPoints(points));
  if (across === 0 || down === 0) return undefined;
  if (down > across * 1.25) return false;
  if (across > down * 1.25) return true;
  return undefined;
}

/** Dark pixels per row of a level copy about 1200 px wide (a tilted line smears into its neighbours). */
function inkRows(image: GrayImage): Float64Array {
  const scale = Math.min(1, 1200 / image.width);
  const small = straighten(scale < 1 ? resize(image, scale) : image);
  const { width, height, data } = pageInterior(small);
  let sum = 0;
  for (const v of data) sum += v;
  const dark = (sum / data.length) * 0.6;
  const rows = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++) if ((data[y * width + x] ?? 255) < dark) n++;
    rows[y] = n;
  }
  return rows;
}

/**
 * Ink above against ink below the x-height band of each text line. Latin text has more
 * ascenders, capitals and digits (above the band) than descenders (below it): upright pages give
 * a ratio well over 1, pages upside down well under.
 */
export function ascenderRatio(image: GrayImage): number {
  const rows = inkRows(image);
  let above = 0;
  let below = 0;
  for (let y = 0; y < rows.length; ) {
    if ((rows[y] ?? 0) < 2) {
      y++;
      continue;
    }
    let end = y;
    while (end < rows.length && (rows[end] ?? 0) >= 2) end++;
    if (end - y >= 4 && end - y <= 60) {
      const line = rows.subarray(y, end);
      const peak = Math.max(...line);
      const core = [...line.keys()].filter((i) => (line[i] ?? 0) >= peak * 0.5);
      const [first = 0, last = 0] = [core[0], core.at(-1)];
      for (let i = 0; i < first; i++) above += line[i] ?? 0;
      for (let i = last + 1; i < line.length; i++) below += line[i] ?? 0;
    }
    y = end;
  }
  return below > 0 ? above / below : above > 0 ? Number.POSITIVE_INFINITY : 1;
}

/** Over this ratio a page whose lines run across is taken as upright without reading it. */
const SURELY_UPRIGHT = 0.7;

/**
 * The quarter turns (clockwise) worth trying to bring the page's text upright, likeliest first:
 * one when the layout decides it (lines across and ascenders above), two when only reading can
 * tell (a page on its side, or ascenders that do not clearly stand above the lines).
 */
export function orientationCandidates(image: GrayImage): QuarterTurns[] {
  const across = linesAcross(image);
  if (across === undefined) return [0];
  if (across) return ascenderRatio(image) >= SURELY_UPRIGHT ? [0] : [0, 2];
  return ascenderRatio(turnQuarters(image, 1)) >= 1 ? [1, 3] : [3, 1];
}
