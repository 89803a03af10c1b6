import type { GrayImage } from '../gray-image.ts';

/** What a photo or scanned page looks like, measured before OCR (original pixels). */
export interface ImageSignals {
  width: number;
  height: number;
  /** Median brightness (0-255) and the spread between the 3rd and 97th percentiles. */
  brightness: number;
  contrast: number;
  /** Pixels an ink edge takes to rise from paper to ink: 1-2 when sharp, 5+ when blurred. */
  edgeWidth: number;
  /** Distance between text lines in pixels, 0 when the page shows no rows of text. */
  linePitch: number;
  /** How clearly rows of text stand out (autocorrelation at the line pitch, 0-1). */
  lineStrength: number;
  /** Share of pixels as bright as paper (a document photo is mostly page). */
  paperShare: number;
  /** Sides where paper runs to the edge of the image (no desk or margin beyond the page). */
  paperEdges: Side[];
}

export type Side = 'left' | 'right' | 'top' | 'bottom';

function percentile(histogram: Uint32Array, total: number, p: number): number {
  let seen = 0;
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v] ?? 0;
    if (seen >= total * p) return v;
  }
  return 255;
}

/** The middle of the image, at most `max` pixels each way, at its own resolution. */
function middle(image: GrayImage, max: number): GrayImage {
  const width = Math.min(image.width, max);
  const height = Math.min(image.height, max);
  const x0 = Math.floor((image.width - width) / 2);
  const y0 = Math.floor((image.height - height) / 2);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (y + y0) * image.width + x0;
    data.set(image.data.subarray(from, from + width), y * width);
  }
  return { width, height, data };
}

/** The steepest ink edges: the 99.5th percentile of horizontal steps between neighbours. */
function steepestStep(image: GrayImage): number {
  const steps = new Uint32Array(256);
  let n = 0;
  for (let y = 0; y < image.height; y += 2) {
    const row = y * image.width;
    for (let x = 0; x + 1 < image.width; x++) {
      const d = Math.abs((image.data[row + x + 1] ?? 0) - (image.data[row + x] ?? 0));
      steps[d] = (steps[d] ?? 0) + 1;
      n++;
    }
  }
  return Math.max(1, percentile(steps, n, 0.995));
}

function rowProfile(image: GrayImage, x0: number, width: number): Float64Array {
  const profile = new Float64Array(image.height);
  for (let y = 0; y < image.height; y++) {
    let ink = 0;
    for (let x = x0; x < x0 + width; x++) ink += 255 - (image.data[y * image.width + x] ?? 255);
    profile[y] = ink / Math.max(1, width);
  }
  return profile;
}

/** The first peak of a profile's autocorrelation after it first falls: its lag and height. */
function firstPeak(profile: Float64Array, maxLag: number): { pitch: number; strength: number } {
  const mean = profile.reduce((a, b) => a + b, 0) / Math.max(1, profile.length);
  let variance = 0;
  for (const v of profile) variance += (v - mean) ** 2;
  if (variance === 0) return { pitch: 0, strength: 0 };
  const corr = (lag: number) => {
    let s = 0;
    for (let y = 0; y + lag < profile.length; y++)
      s += ((profile[y] ?? 0) - mean) * ((profile[y + lag] ?? 0) - mean);
    return s / variance;
  };
  let previous = corr(3);
  let falling = true;
  for (let lag = 4; lag <= maxLag; lag++) {
    const c = corr(lag);
    if (falling && c > previous) falling = false;
    else if (!falling && c < previous) return { pitch: lag - 1, strength: Math.max(0, previous) };
    previous = c;
  }
  return { pitch: 0, strength: 0 };
}

/**
 * Rows of text make the darkness of the page's rows repeat at the line pitch: the first clear
 * peak of the profile's autocorrelation, in the best of five vertical strips (a strip may fall
 * in a margin or a gap between columns). A photo of an object has no such peak.
 */
function linePeriod(image: GrayImage): { pitch: number; strength: number } {
  const strip = Math.max(1, Math.floor(image.width * 0.16));
  const maxLag = Math.min(200, Math.floor(image.height / 3));
  let best = { pitch: 0, strength: 0 };
  for (const at of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    const x0 = Math.max(0, Math.min(image.width - strip, Math.floor(image.width * at - strip / 2)));
    const peak = firstPeak(rowProfile(image, x0, strip), maxLag);
    if (peak.strength > best.strength) best = peak;
  }
  return best;
}

/** Whether the outermost band of one side (its middle 60 %) is nearly all paper. */
function paperAt(image: GrayImage, side: Side, paper: number): boolean {
  const horizontal = side === 'top' || side === 'bottom';
  const length = horizontal ? image.width : image.height;
  const depth = Math.max(1, Math.round((horizontal ? image.height : image.width) * 0.01));
  let bright = 0;
  let n = 0;
  for (let d = 0; d < depth; d++) {
    for (let i = Math.floor(length * 0.2); i < Math.ceil(length * 0.8); i++) {
      const x = horizontal ? i : side === 'left' ? d : image.width - 1 - d;
      const y = horizontal ? (side === 'top' ? d : image.height - 1 - d) : i;
      if ((image.data[y * image.width + x] ?? 0) >= paper) bright++;
      n++;
    }
  }
  return n > 0 && bright / n >= 0.6;
}

/**
 * `image` is the page as taken (its edges tell whether the page runs off it), `straight` the
 * same page turned level (rows of text, text size, sharpness).
 */
export function imageSignals(image: GrayImage, straight: GrayImage = image): ImageSignals {
  const histogram = new Uint32Array(256);
  for (const v of image.data) histogram[v] = (histogram[v] ?? 0) + 1;
  const total = image.data.length;
  const low = percentile(histogram, total, 0.03);
  const high = percentile(histogram, total, 0.97);
  const centre = middle(straight, 1000);
  const contrast = Math.max(1, high - low);
  const { pitch, strength } = linePeriod(centre);
  const paper = Math.round(Math.max(low + 1, high - Math.max(25, contrast * 0.2)));
  let paperPixels = 0;
  for (let v = paper; v < 256; v++) paperPixels += histogram[v] ?? 0;
  const sides: Side[] = ['left', 'right', 'top', 'bottom'];
  return {
    width: image.width,
    height: image.height,
    brightness: percentile(histogram, total, 0.5),
    contrast,
    edgeWidth: contrast / steepestStep(centre),
    linePitch: pitch,
    lineStrength: strength,
    paperShare: paperPixels / Math.max(1, total),
    paperEdges: sides.filter((side) => paperAt(image, side, paper)),
  };
}
