// A screenshot of a printed page made to look like a phone photo of it lying on a desk: uneven
// light, a slight turn onto a dark desk, blur, noise. Used by the development sets' builders
// (scripts/make-truth-set.ts, scripts/make-blind-set.ts).
import type { GrayImage } from '../../server/report/gray-image.ts';
import { rotate } from '../../server/report/image-preprocess.ts';
import { blur } from './degrade-image.ts';

/** A fixed pseudo-random sequence: the same files on every run. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export function photograph(page: GrayImage, seed: number): GrayImage {
  const random = seeded(seed);
  const border = 36;
  const width = page.width + 2 * border;
  const height = page.height + 2 * border;
  const data = new Uint8Array(width * height).fill(58);
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const light = 0.97 - 0.13 * (x / page.width) * (0.6 + 0.4 * (y / page.height));
      data[(y + border) * width + x + border] = (page.data[y * page.width + x] ?? 255) * light;
    }
  }
  const angle = (random() < 0.5 ? -1 : 1) * (0.8 + random() * 1.4);
  const turned = blur(rotate({ width, height, data }, angle), 0.6);
  for (let i = 0; i < turned.data.length; i++) {
    const v = (turned.data[i] ?? 0) + (random() - 0.5) * 14;
    turned.data[i] = Math.max(0, Math.min(255, v));
  }
  return turned;
}
