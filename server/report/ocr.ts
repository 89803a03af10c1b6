import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';
import { encodePng, type GrayImage } from './gray-image.ts';

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
      // the page is already binarised with light-on-dark bands inverted: re-reading lines
      // inverted would only double the work
      await w.setParameters({ tessedit_do_invert: '0' });
      s.addWorker(w);
    }
    return s;
  })();
  return scheduler;
}

/** Rows with no ink near the middle, so each OCR worker reads whole lines. */
function splitRows(image: GrayImage, parts: number): number[] {
  const { width, height, data } = image;
  const ink = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++) if ((data[y * width + x] ?? 255) < 128) n++;
    ink[y] = n;
  }
  const cuts = [0];
  for (let p = 1; p < parts; p++) {
    const target = Math.round((height * p) / parts);
    let best = target;
    for (let d = 0; d < height / 8; d++) {
      if ((ink[target + d] ?? 1) === 0) {
        best = target + d;
        break;
      }
      if ((ink[target - d] ?? 1) === 0) {
        best = target - d;
        break;
      }
    }
    cuts.push(best);
  }
  cuts.push(height);
  return cuts;
}

function crop(image: GrayImage, top: number, bottom: number): GrayImage {
  return {
    width: image.width,
    height: bottom - top,
    data: image.data.subarray(top * image.width, bottom * image.width),
  };
}

/** OCR of a prepared (deskewed, binarised) page; bands run in parallel on the OCR workers. */
export async function ocrImage(image: GrayImage): Promise<string> {
  running++;
  try {
    return await recognizeBands(image);
  } finally {
    running--;
    scheduleIdleStop();
  }
}

async function recognizeBands(image: GrayImage): Promise<string> {
  const s = await ocrScheduler();
  const cuts = splitRows(image, OCR_WORKERS);
  const bands: GrayImage[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const top = cuts[i] ?? 0;
    const bottom = cuts[i + 1] ?? image.height;
    if (bottom - top > 8) bands.push(crop(image, top, bottom));
  }
  const results = await Promise.all(bands.map((band) => s.addJob('recognize', encodePng(band))));
  return results.map((r) => r.data.text.trim()).join('\n\n');
}

export async function closeOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const s = scheduler;
  scheduler = undefined;
  if (s) await (await s).terminate();
}
