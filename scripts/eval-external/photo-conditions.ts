// A printed page photographed the way ../shared/eval/build.sh makes the shared phone photos (the
// held-out photos are made the same way) without ImageMagick: for the photo part of
// eval:external. Gray images in, gray images out, seeded: the same pixels on every run.
import type { GrayImage } from '../../server/report/gray-image.ts';
import { resize } from '../../server/report/image-preprocess.ts';

/** A fixed pseudo-random sequence. */
function seeded(seed: number): () => number {
  let s = seed % 2_147_483_648;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** A number from a name, as build.sh takes `cksum` of the report id. */
export function nameSeed(name: string): number {
  let h = 0;
  for (const c of name) h = (h * 31 + (c.codePointAt(0) ?? 0)) % 1_000_003;
  return h;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

function map(image: GrayImage, f: (v: number, x: number, y: number) => number): GrayImage {
  const { width, height } = image;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data[y * width + x] = clamp(f(image.data[y * width + x] ?? 0, x, y));
  return { width, height, data };
}

/** Samples `image` at (sx, sy) bilinearly; outside it, `fill`. */
function sample(image: GrayImage, sx: number, sy: number, fill: number): number {
  const x0 = Math.floor(sx);
  const y0 = Math.floor(sy);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= image.width || y0 + 1 >= image.height) return fill;
  const wx = sx - x0;
  const wy = sy - y0;
  const i = y0 * image.width + x0;
  const d = image.data;
  const top = (d[i] ?? 0) * (1 - wx) + (d[i + 1] ?? 0) * wx;
  const bottom = (d[i + image.width] ?? 0) * (1 - wx) + (d[i + image.width + 1] ?? 0) * wx;
  return top * (1 - wy) + bottom * wy;
}

/** Every output pixel taken from where `source` says in the input (a warp), desk elsewhere. */
function warp(
  image: GrayImage,
  width: number,
  height: number,
  source: (x: number, y: number) => [number, number],
  fill: number,
): GrayImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y);
      data[y * width + x] = sample(image, sx, sy, fill);
    }
  return { width, height, data };
}

const DESK = 69;
const PAPER_BORDER = 230;

function addNoise(image: GrayImage, sigma: number, random: () => number): GrayImage {
  return map(image, (v) => {
    // Box-Muller
    const g = Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
    return v + g * sigma;
  });
}

/**
 * build.sh's photo of a page rendered at 192 dpi: resized to 1360-1599 px wide, paper tint, a
 * light gradient, a paper border, turned 1.2-2.8 degrees onto a dark desk, blur 0.7, noise.
 */
export function photographPage(page: GrayImage, seed: number): GrayImage {
  const random = seeded(seed + 1);
  const width = 1360 + (seed % 240);
  const sized = resize(page, width / page.width);
  const angle = ((seed % 2 ? -1 : 1) * (12 + (seed % 17))) / 10;
  const direction = ((100 + (seed % 80)) * Math.PI) / 180;
  const [dx, dy] = [Math.cos(direction), Math.sin(direction)];
  const span = Math.abs(dx) * sized.width + Math.abs(dy) * sized.height;
  const lit = map(sized, (v, x, y) => {
    const t = ((x - sized.width / 2) * dx + (y - sized.height / 2) * dy) / span + 0.5;
    return v * 0.934 * (1 - 0.2 * Math.min(1, Math.max(0, t)));
  });
  const border = 22;
  const framed = warp(
    lit,
    lit.width + 2 * border,
    lit.height + 2 * border,
    (x, y) => [x - border, y - border],
    PAPER_BORDER,
  );
  const onDesk = warp(
    framed,
    sized.width + 110,
    sized.height + 90,
    (x, y) => [x - 55 + border, y - 45 + border],
    DESK,
  );
  const turned = turnOnDesk(onDesk, angle);
  return addNoise(gaussianBlur(turned, 0.7), 5, random);
}

/**
 * ImageMagick's `-blur 0x0.7`: a Gaussian of that sigma (degrade-image.ts's three box blurs
 * cannot go under radius 1, about sigma 1.4, which made these photos twice as soft as build.sh's).
 */
function gaussianBlur(image: GrayImage, sigma: number): GrayImage {
  const radius = Math.ceil(3 * sigma);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  const weights = kernel.map((k) => k / total);
  const pass = (src: GrayImage, dx: number, dy: number): GrayImage =>
    map(src, (_, x, y) => {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const sx = Math.min(src.width - 1, Math.max(0, x + k * dx));
        const sy = Math.min(src.height - 1, Math.max(0, y + k * dy));
        sum += (weights[k + radius] ?? 0) * (src.data[sy * src.width + sx] ?? 0);
      }
      return sum;
    });
  return pass(pass(image, 1, 0), 0, 1);
}

/** Turned by `degrees` about the centre, the corners that come in filled with desk. */
function turnOnDesk(image: GrayImage, degrees: number): GrayImage {
  const r = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(r), Math.cos(r)];
  const [cx, cy] = [image.width / 2, image.height / 2];
  return warp(
    image,
    image.width,
    image.height,
    (x, y) => [cos * (x - cx) - sin * (y - cy) + cx, sin * (x - cx) + cos * (y - cy) + cy],
    DESK,
  );
}
