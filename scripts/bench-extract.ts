// npm run bench:extract [-- --sources] [-- --runs N] [-- --only NAME,NAME] [-- --no-yardsticks]
// (REPORT_PDF_READER=pdfjs npm run bench:extract measures the pdf.js reader instead of Poppler;
// REPORT_OCR_ENGINE=tesseract.js measures tesseract.js instead of the tesseract command)
// Extraction time and peak memory through the real worker thread for the development reports
// (../shared/eval), the real reports (../shared/eval/external/reports), a 5-page and a 30-page
// digital PDF, the 38-page real report and a 30-page scan of it; per page, next to
// `pdftotext -layout` (PDFs) and native `tesseract` on one thread (photos, and a scan's page
// images one after another), wall and CPU time both. `--only` keeps the files
// whose name contains one of the words. The first extraction after start (cold: thread start and
// module loading) is printed apart; the table is warm, as a running server has it.
// Prints numbers only: nothing here asserts a timing. The reading time limit is lifted (a loaded
// machine would stop a scan before its figures are in); the scan's limit is printed beside it.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { ReportMediaType } from '../server/report/index.ts';
import { ocrEngine } from '../server/report/ocr/engine-choice.ts';
import { pdfReaderName } from '../server/report/pdf-text.ts';
import { LIMITS } from '../server/report/types.ts';
import {
  childrenCpuMs,
  firstPages,
  hasTool,
  median,
  pageCount,
  pdftotextTiming,
  tesseractTiming,
} from './lib/bench-yardsticks.ts';
import { scannedPdf } from './lib/scanned-pdf.ts';

const root = path.resolve(import.meta.dirname, '..');
const evalDir = path.resolve(root, '../shared/eval');
const realDir = path.join(evalDir, 'external/reports');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const only = process.argv.includes('--only')
  ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',').filter(Boolean)
  : [];

let pool: import('../server/report/worker-pool.ts').ReportWorkerPool;
/** Page images of each scanned PDF the bench made, for its `tesseract` yardstick. */
const scanPages = new Map<string, string[]>();

function mediaTypeOf(file: string): ReportMediaType {
  if (file.endsWith('.pdf')) return 'application/pdf';
  return file.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

interface Measure {
  ms: number;
  cpuMs: number;
  peakMb: number;
  variants: number;
}

async function measureOnce(file: string): Promise<Measure> {
  const bytes = new Uint8Array(readFileSync(file));
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const cpu0 = process.cpuUsage();
  const children0 = childrenCpuMs();
  const t0 = performance.now();
  const report = await pool.run(bytes, mediaTypeOf(file));
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const children = childrenCpuMs() - children0;
  clearInterval(sampler);
  // CPU time of all threads (worker, OCR engines) and of Poppler's processes: on a busy machine
  // it shows the work itself
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000 + children,
    peakMb: Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024,
    variants: report.variants.length,
  };
}

/** Median of `runs` runs (wall and CPU), the worst peak. */
async function measure(file: string): Promise<Measure> {
  const all: Measure[] = [];
  for (let i = 0; i < runs; i++) all.push(await measureOnce(file));
  return {
    ms: median(all.map((m) => m.ms)),
    cpuMs: median(all.map((m) => m.cpuMs)),
    peakMb: Math.max(...all.map((m) => m.peakMb)),
    variants: all[0]?.variants ?? 0,
  };
}

/**
 * Bundles the worker and its helpers (server/report/build-entries.json) the way
 * scripts/build-server.mjs does, so the numbers are those of `npm start` and not of the
 * TypeScript loader (which alone adds ~150 MB when it compiles pdf.js).
 */
async function bundleWorker(): Promise<string> {
  const outdir = path.join(root, 'node_modules/.cache/bench-extract');
  const entries: { in: string; out: string }[] = JSON.parse(
    readFileSync(path.join(root, 'server/report/build-entries.json'), 'utf8'),
  );
  await build({
    entryPoints: entries.map((entry) => ({ in: path.join(root, entry.in), out: entry.out })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return path.join(outdir, 'report-worker.js');
}

const listed = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.(pdf|jpe?g|png)$/i.test(f))
        .sort()
        .map((f) => path.join(dir, f))
    : [];

/** The files to measure: the sets, plus 5- and 30-page PDFs assembled from them. */
function benchFiles(work: string): string[] {
  const files = [...listed(evalDir), ...listed(path.join(realDir, 'files'))];
  const parts = ['dev-02.pdf', 'dev-04.pdf', 'dev-01.pdf'].map((f) => path.join(evalDir, f));
  if (hasTool('pdfunite') && parts.every(existsSync)) {
    execFileSync('pdfunite', [...parts, path.join(work, 'five-pages.pdf')]);
    files.push(path.join(work, 'five-pages.pdf'));
  }
  const whole = path.join(realDir, 'over-page-limit/real-mayo-geneguide.pdf');
  if (existsSync(whole)) {
    const pages = path.join(work, 'pages');
    mkdirSync(pages);
    const thirty = path.join(work, 'thirty-pages.pdf');
    if (firstPages(whole, 30, thirty, pages)) files.push(thirty);
    files.push(whole);
    if (existsSync(thirty) && hasTool('pdftoppm')) files.push(scannedThirty(thirty, work));
  }
  return files;
}

/** The 30-page PDF as a scan: each page a 150 dpi JPEG, no text (the 30-page scan limit). */
function scannedThirty(thirty: string, work: string): string {
  const dir = path.join(work, 'scan');
  mkdirSync(dir);
  execFileSync('pdftoppm', [
    '-r',
    '150',
    '-jpeg',
    '-jpegopt',
    'quality=80',
    thirty,
    path.join(dir, 'p'),
  ]);
  const files = readdirSync(dir)
    .sort()
    .map((f) => path.join(dir, f));
  const out = path.join(work, 'scanned-thirty-pages.pdf');
  writeFileSync(out, scannedPdf(files.map((f) => new Uint8Array(readFileSync(f)))));
  scanPages.set(out, files);
  return out;
}

const col = (value: string | number | undefined, width: number, digits = 0) =>
  (value === undefined || Number.isNaN(value)
    ? '-'
    : typeof value === 'number'
      ? value.toFixed(digits)
      : value
  ).padStart(width);

const times = (a: number, b: number | undefined) => (b ? `${(a / b).toFixed(1)}x` : undefined);

/** Native `tesseract` on one thread over a scan's page images, one after another (summed). */
function scanTiming(images: string[]): { ms: number; cpuMs: number } | undefined {
  const each = images.map((image) => tesseractTiming(image, 1));
  if (each.some((t) => !t)) return undefined;
  return {
    ms: each.reduce((sum, t) => sum + (t?.ms ?? 0), 0),
    cpuMs: each.reduce((sum, t) => sum + (t?.cpuMs ?? 0), 0),
  };
}

function printRow(file: string, m: Measure): void {
  const isPdf = file.endsWith('.pdf');
  const pages = isPdf ? (pageCount(file) ?? 1) : 1;
  const scan = scanPages.get(file);
  const ocr = !isPdf || scan !== undefined;
  const yardstick = process.argv.includes('--no-yardsticks')
    ? undefined
    : scan
      ? scanTiming(scan)
      : isPdf
        ? pdftotextTiming(file)
        : tesseractTiming(file);
  console.log(
    `${path.basename(file).padEnd(30)} ${(scan ? 'scan' : isPdf ? 'pdf' : 'photo').padEnd(5)} ${col(pages, 5)} ${col(m.ms, 8)} ${col(m.ms / pages, 8)} ${col(m.cpuMs, 8)} ${col(m.peakMb, 7)} ${(ocr ? 'tesseract' : 'pdftotext').padStart(9)} ${col(yardstick?.ms, 8)} ${col(yardstick?.cpuMs, 8)} ${col(times(m.ms, yardstick?.ms), 6)} ${col(times(m.cpuMs, yardstick?.cpuMs), 9)} ${col(m.variants, 4)}`,
  );
  if (scan) {
    const limitMs =
      (Math.max(pages, LIMITS.scannedPagesPerTimeLimit) * LIMITS.timeLimitMs) /
      LIMITS.scannedPagesPerTimeLimit;
    console.log(
      `  scan: ${(m.cpuMs / pages / 1000).toFixed(2)} s CPU and ${(m.ms / pages / 1000).toFixed(1)} s wall a page; reading limit for ${pages} pages ${(limitMs / 1000).toFixed(0)} s (wall ${m.ms <= limitMs ? 'within' : 'over'} it at this load)`,
    );
  }
}

/** The first extraction after start: the worker thread boots and loads its modules. */
async function printCold(file: string): Promise<void> {
  const cold = await measureOnce(file);
  const warm = await measureOnce(file);
  console.log(
    `cold ${path.basename(file)}: ${cold.ms.toFixed(0)} ms wall, ${cold.cpuMs.toFixed(0)} ms CPU (first after start); warm ${warm.ms.toFixed(0)} ms wall, ${warm.cpuMs.toFixed(0)} ms CPU`,
  );
}

async function main(): Promise<void> {
  if (!existsSync(evalDir)) {
    console.log(`bench:extract skipped: no evaluation set at ${evalDir}`);
    return;
  }
  if (!process.argv.includes('--sources')) process.env.REPORT_WORKER_FILE = await bundleWorker();
  const { ReportWorkerPool } = await import('../server/report/worker-pool.ts');
  pool = new ReportWorkerPool({ timeLimitMs: 3_600_000 });
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-extract-'));
  try {
    const files = benchFiles(work).filter(
      (f) => only.length === 0 || only.some((word) => path.basename(f).includes(word)),
    );
    // cold, then warm-up: the worker thread and the OCR engine run, as a running server has them
    const firstPdf = files.find((x) => x.endsWith('.pdf') && !scanPages.has(x));
    if (firstPdf) await printCold(firstPdf);
    const firstPhoto = files.find((x) => !x.endsWith('.pdf'));
    if (firstPhoto) await measureOnce(firstPhoto);
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.log(
      `cpus: ${os.cpus().length}, load average: ${load.join(' ')}, runs per file: ${runs}, PDF reader: ${pdfReaderName()}, OCR: ${ocrEngine()}`,
    );
    console.log(
      `${'file'.padEnd(30)} kind  pages       ms  ms/page   cpu ms peak MB  yardstick       ms   cpu ms  ratio cpu-ratio var`,
    );
    let worstPeak = 0;
    for (const file of files) {
      const m = await measure(file);
      worstPeak = Math.max(worstPeak, m.peakMb);
      printRow(file, m);
    }
    console.log(
      `peak RSS of this process (worker + OCR engines included): ${worstPeak.toFixed(0)} MB`,
    );
    console.log(
      'targets: 5-page PDF < 1000 ms; photo < 6000 ms; 38-page PDF < 5000 ms; 30-page PDF <= 5x pdftotext; 30-page scan within its reading limit; peak < 600 MB',
    );
  } finally {
    await pool.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
