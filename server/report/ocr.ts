import { linesToText } from './document.ts';
import type { GrayImage } from './gray-image.ts';
import { ocrEngine } from './ocr/engine-choice.ts';
import { nativeTsv } from './ocr/engine-native.ts';
import { closeWasmOcr, wasmTsv } from './ocr/engine-wasm.ts';
import { type OcrBand, type OcrWord, ocrLines, ocrWords } from './text/ocr-layout.ts';
import { blocksFromTsv } from './text/ocr-tsv.ts';

/** Bands of a page read at once (threads of the WebAssembly engine, or `tesseract` processes). */
const OCR_WORKERS = Math.min(4, Math.max(1, Number(process.env.REPORT_OCR_WORKERS) || 2));

/** One band's TSV; a band the command fails on is read again by tesseract.js. */
async function bandTsv(image: GrayImage): Promise<string> {
  if (ocrEngine() === 'tesseract') {
    try {
      return await nativeTsv(image);
    } catch {
      // the page is still read: the WebAssembly engine runs in this thread, under its time limit
    }
  }
  return wasmTsv(image, OCR_WORKERS);
}

/** Darkness of each row: the cut between bands goes through the lightest row near the middle. */
function rowInk(image: GrayImage): Float64Array {
  const { width, height, data } = image;
  const ink = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++) n += 255 - (data[y * width + x] ?? 255);
    ink[y] = n;
  }
  return ink;
}

/** Band limits, each cut in the gap between two text lines, so every worker reads whole lines. */
function splitRows(image: GrayImage, parts: number): number[] {
  const ink = rowInk(image);
  const cuts = [0];
  const reach = Math.floor(image.height / 8);
  for (let p = 1; p < parts; p++) {
    const target = Math.round((image.height * p) / parts);
    let best = target;
    for (let d = 0; d <= reach; d++) {
      for (const y of [target - d, target + d]) {
        if ((ink[y] ?? Number.POSITIVE_INFINITY) < (ink[best] ?? Number.POSITIVE_INFINITY))
          best = y;
      }
    }
    cuts.push(best);
  }
  cuts.push(image.height);
  return cuts;
}

function crop(image: GrayImage, top: number, bottom: number): GrayImage {
  return {
    width: image.width,
    height: bottom - top,
    data: image.data.subarray(top * image.width, bottom * image.width),
  };
}

/** What OCR read on one page: its text (rows and cells rebuilt) and every word it saw. */
export interface OcrPage {
  text: string;
  words: OcrWord[];
  width: number;
  height: number;
}

/** OCR of a prepared (deskewed, grayscale) page; its bands are read at the same time. */
export async function ocrImage(image: GrayImage): Promise<OcrPage> {
  const cuts = splitRows(image, OCR_WORKERS);
  const bands: { top: number; image: GrayImage }[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const top = cuts[i] ?? 0;
    const bottom = cuts[i + 1] ?? image.height;
    if (bottom - top > 8) bands.push({ top, image: crop(image, top, bottom) });
  }
  const tsvs = await Promise.all(bands.map((band) => bandTsv(band.image)));
  const read: OcrBand[] = tsvs.map((tsv, i) => ({
    top: bands[i]?.top ?? 0,
    blocks: blocksFromTsv(tsv),
  }));
  return {
    text: linesToText(ocrLines(read, image.width, image.height)),
    words: ocrWords(read),
    width: image.width,
    height: image.height,
  };
}

/** Stops the WebAssembly engine's threads (the command holds nothing between pages). */
export function closeOcr(): Promise<void> {
  return closeWasmOcr();
}
