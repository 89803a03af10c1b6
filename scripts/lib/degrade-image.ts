// Degradations of a phone photo for the development set (scripts/make-truth-set.ts): blur, low
// resolution, dark, cut off. Gray images in, gray images out; JPEG in and out through jpeg-js.
import jpeg from 'jpeg-js';
import type { GrayImage } from '../../server/report/gray-image.ts';
import { toGray } from '../../server/report/gray-image.ts';
import { resize } from '../../server/report/image-preprocess.ts';

export function decodeJpegFile(bytes: Uint8Array): GrayImage {
  const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return toGray(img.data, img.width, img.height, 4);
}

export function encodeJpegFile(image: GrayImage, quality = 85): Uint8Array {
  const rgba = new Uint8Array(image.width * image.height * 4);
  for (let i = 0; i < image.data.length; i++) {
    const v = image.data[i] ?? 0;
    rgba.set([v, v, v, 255], i * 4);
  }
  return jpeg.encode({ data: rgba, width: image.width, height: image.height }, quality).data;
}

function boxBlur(image: GrayImage, radius: number, horizontal: boolean): GrayImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  const [outer, inner] = horizontal ? [height, width] : [width, height];
  const at = (o: number, i: number) => (horizontal ? o * width + i : i * width + o);
  for (let o = 0; o < outer; o++) {
    let sum = 0;
    let n = 0;
    for (let i = -radius; i < inner + radius; i++) {
      if (i + radius < inner) {
        sum += data[at(o, i + radius)] ?? 0;
        n++;
      }
      if (i - radius - 1 >= 0) {
        sum -= data[at(o, i - radius - 1)] ?? 0;
        n--;
      }
      if (i >= 0 && i < inner) out[at(o, i)] = sum / Math.max(1, n);
    }
  }
  return { width, height, data: out };
}

/** About a Gaussian of this sigma (three box blurs each way). */
export function blur(image: GrayImage, sigma: number): GrayImage {
  const radius = Math.max(1, Math.round(sigma * 0.9));
  let out = image;
  for (let k = 0; k < 3; k++) out = boxBlur(boxBlur(out, radius, true), radius, false);
  return out;
}

export function shrink(image: GrayImage, scale: number): GrayImage {
  return resize(image, scale);
}

/** A photo taken in a dim room: darker and flatter. */
export function darken(image: GrayImage, factor: number): GrayImage {
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (image.data[i] ?? 0) * factor + 8;
  return { ...image, data };
}

/** Keeps a part of the photo: `side` is the edge that is cut, `keep` the share that stays. */
export function cutOff(
  image: GrayImage,
  side: 'right' | 'bottom' | 'left' | 'top',
  keep: number,
): GrayImage {
  const width = side === 'left' || side === 'right' ? Math.round(image.width * keep) : image.width;
  const height =
    side === 'top' || side === 'bottom' ? Math.round(image.height * keep) : image.height;
  const x0 = side === 'left' ? image.width - width : 0;
  const y0 = side === 'top' ? image.height - height : 0;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (y + y0) * image.width + x0;
    data.set(image.data.subarray(from, from + width), y * width);
  }
  return { width, height, data };
}
