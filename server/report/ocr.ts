import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';
import { linesToText } from './document.ts';
import { encodePng, type GrayImage } from './gray-image.ts';
import { type OcrBand, type OcrWord, ocrLines, ocrWords } from './text/ocr-layout.ts';
import { blocksFromTsv } from './text/ocr-tsv.ts';

const OCR_WORKERS = Math.min(4, Math.max(1, Number(process.env.REPORT_OCR_WORKERS) || 2));
/** OCR engines hold ~130 MB each: they are stopped after this long without a photo. */
const IDLE_STOP_MS = 60_000;

/** The English model ships in the @tesseract.js-data/eng npm package: no network at run time. */
function langPath(): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const dir = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const path = join(dir, '4.0.0_best_int');
  if (!existsSync(join(path, 'eng.traineddata.gz'))) throw new Error('OCR model missing');
  return path;
}

let scheduler: Promise<Scheduler> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let running = 0;

function scheduleIdleStop(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (running === 0) void closeOcr();
  }, IDLE_STOP_MS);
  idleTimer.unref();
}

function ocrScheduler(): Promise<Scheduler> {
  scheduler ??= (async () => {
    const s = createScheduler();
    const path = langPath();
    const workers = await Promise.all(
      Array.from({ length: OCR_WORKERS }, () =>
        createWorker('eng', OEM.LSTM_ONLY, { langPath: path, gzip: true, cacheMethod: 'none' }),
      ),
    );
    for (const w of workers) {
      s.addWorker(w);
    }
    return s;
  })();
  return scheduler;
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

/** OCR of a prepared (deskewed, grayscale) page; bands run in parallel on the OCR workers. */
export async function ocrImage(image: GrayImage): Promise<OcrPage> {
  running++;
  try {
    return await recognizeBands(image);
  } finally {
    running--;
    scheduleIdleStop();
  }
}

async function recognizeBands(image: GrayImage): Promise<OcrPage> {
  const s = await ocrScheduler();
  const cuts = splitRows(image, OCR_WORKERS);
  const bands: { top: number; image: GrayImage }[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const top = cuts[i] ?? 0;
    const bottom = cuts[i + 1] ?? image.height;
    if (bottom - top > 8) bands.push({ top, image: crop(image, top, bottom) });
  }
  const results = await Promise.all(
    bands.map((band) =>
      s.addJob('recognize', encodePng(band.image), {}, { tsv: true, text: false }),
    ),
  );
  const read: OcrBand[] = results.map((r, i) => ({
    top: bands[i]?.top ?? 0,
    blocks: blocksFromTsv(r.data.tsv ?? ''),
  }));
  return {
    text: linesToText(ocrLines(read, image.width, image.height)),
    words: ocrWords(read),
    width: image.width,
    height: image.height,
  };
}

export async function closeOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const s = scheduler;
  scheduler = undefined;
  if (s) await (await s).terminate();
}
