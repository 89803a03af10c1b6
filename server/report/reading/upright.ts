import type { GrayImage } from '../gray-image.ts';
import { orientationCandidates, turnQuarters } from '../image-orientation.ts';
import { scaleForOcr, straighten } from '../image-preprocess.ts';
import { ocrImage } from '../ocr.ts';
import { textQuality } from './text-quality.ts';

/** The middle band of a page, a third of its height: enough lines to tell words from soup. */
function middleBand(image: GrayImage): GrayImage {
  const top = Math.floor(image.height / 3);
  const height = Math.floor(image.height / 3);
  return {
    width: image.width,
    height,
    data: image.data.slice(top * image.width, (top + height) * image.width),
  };
}

/** Real words OCR reads in the page's middle band, turned this way up. */
async function wordsReadTurned(image: GrayImage, turns: 0 | 1 | 2 | 3): Promise<number> {
  const band = middleBand(straighten(turnQuarters(image, turns)));
  const ocr = await ocrImage(scaleForOcr(band));
  return textQuality(ocr.text).realWords;
}

/**
 * The page turned so its text is upright. A page on its side, or one whose lines may be upside
 * down, is read both ways in its middle band and kept the way that gives more real words: a
 * page read upside down gives letter soup. Equal counts keep the likelier way.
 */
export async function uprightPage(image: GrayImage): Promise<GrayImage> {
  const [first = 0, second] = orientationCandidates(image);
  if (second === undefined) return turnQuarters(image, first);
  const [a, b] = [await wordsReadTurned(image, first), await wordsReadTurned(image, second)];
  return turnQuarters(image, b > a ? second : first);
}
