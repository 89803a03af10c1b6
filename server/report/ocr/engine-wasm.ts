import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';
import { encodePng, type GrayImage } from '../gray-image.ts';
import { modelDir } from './model.ts';

/** OCR engines hold ~130 MB each: they are stopped after this long without a photo. */
const IDLE_STOP_MS = 60_000;

let scheduler: Promise<Scheduler> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let running = 0;

function startScheduler(workers: number): Promise<Scheduler> {
  scheduler ??= (async () => {
    const s = createScheduler();
    const langPath = modelDir();
    const started = await Promise.all(
      Array.from({ length: workers }, () =>
        createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' }),
      ),
    );
    for (const w of started) s.addWorker(w);
    return s;
  })();
  return scheduler;
}

function scheduleIdleStop(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (running === 0) void closeWasmOcr();
  }, IDLE_STOP_MS);
  idleTimer.unref();
}

/**
 * Tesseract compiled to WebAssembly (tesseract.js), for machines without the `tesseract` command:
 * one image's words as tesseract's TSV, on one of `workers` threads.
 */
export async function wasmTsv(image: GrayImage, workers: number): Promise<string> {
  running++;
  try {
    const s = await startScheduler(workers);
    const result = await s.addJob('recognize', encodePng(image), {}, { tsv: true, text: false });
    return result.data.tsv ?? '';
  } finally {
    running--;
    scheduleIdleStop();
  }
}

export async function closeWasmOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const s = scheduler;
  scheduler = undefined;
  if (s) await (await s).terminate();
}
