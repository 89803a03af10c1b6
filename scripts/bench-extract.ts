// npm run bench:extract
// Per-file extraction time and peak memory (through the real worker thread) for the development
// reports in ../shared/eval plus a 5-page digital PDF assembled from them, with `pdftotext -layout`
// on the same PDFs for scale. Prints numbers only: nothing here asserts a timing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { ReportMediaType } from '../server/report/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const evalDir = path.resolve(root, '../shared/eval');

function mediaTypeOf(file: string): ReportMediaType {
  if (file.endsWith('.pdf')) return 'application/pdf';
  return file.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

function hasTool(name: string): boolean {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pageCount(file: string): number | undefined {
  if (!hasTool('pdfinfo')) return undefined;
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(out.match(/^Pages:\s+(\d+)/m)?.[1]);
}

/** Median of a few runs of pdftotext -layout, in ms. */
function pdftotextMs(file: string): number | undefined {
  if (!hasTool('pdftotext')) return undefined;
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    execFileSync('pdftotext', ['-layout', file, '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
    runs.push(performance.now() - t0);
  }
  return runs.sort((a, b) => a - b)[1];
}

async function measure(
  file: string,
): Promise<{ ms: number; cpuMs: number; peakMb: number; variants: number }> {
  const bytes = new Uint8Array(readFileSync(file));
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await extractReport(bytes, mediaTypeOf(file));
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  // CPU time of all threads (worker, OCR engines): on a busy machine it shows the work itself
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakMb: peak / 1024 / 1024,
    variants: report.variants.length,
  };
}

/**
 * Bundles the worker the way scripts/build-server.mjs does, so the numbers are those of
 * `npm start` and not of the TypeScript loader (which alone adds ~150 MB when it compiles pdf.js).
 */
async function bundleWorker(): Promise<string> {
  const outfile = path.join(root, 'node_modules/.cache/bench-extract/report-worker.js');
  await build({
    entryPoints: [path.join(root, 'server/report/extract-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

let extractReport: typeof import('../server/report/index.ts').extractReport;

async function main(): Promise<void> {
  if (!existsSync(evalDir)) {
    console.log(`bench:extract skipped: no evaluation set at ${evalDir}`);
    return;
  }
  if (!process.argv.includes('--sources')) process.env.REPORT_WORKER_FILE = await bundleWorker();
  const engine = await import('../server/report/index.ts');
  extractReport = engine.extractReport;
  const closeReportExtraction = engine.closeReportExtraction;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-extract-'));
  try {
    const files = readdirSync(evalDir)
      .filter((f) => /\.(pdf|jpe?g|png)$/i.test(f))
      .sort()
      .map((f) => path.join(evalDir, f));
    if (hasTool('pdfunite')) {
      const fivePages = path.join(work, 'five-pages.pdf');
      const parts = ['dev-02.pdf', 'dev-04.pdf', 'dev-01.pdf'].map((f) => path.join(evalDir, f));
      if (parts.every(existsSync)) {
        execFileSync('pdfunite', [...parts, fivePages]);
        files.push(fivePages);
      }
    }
    // warm-up: starts the worker thread and the OCR engine, as a running server already has
    const warmPdf = files.find((f) => f.endsWith('.pdf'));
    const warmPhoto = files.find((f) => /\.(jpe?g|png)$/i.test(f));
    if (warmPdf) await measure(warmPdf);
    if (warmPhoto) await measure(warmPhoto);

    console.log(
      `cpus: ${os.cpus().length}, load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `${'file'.padEnd(20)} ${'kind'.padEnd(6)} ${'pages'.padStart(5)} ${'ms'.padStart(8)} ${'cpu ms'.padStart(8)} ${'peak MB'.padStart(8)} ${'pdftotext ms'.padStart(12)} ${'ratio'.padStart(7)} variants`,
    );
    let worstPeak = 0;
    for (const file of files) {
      const isPdf = file.endsWith('.pdf');
      const { ms, cpuMs, peakMb, variants } = await measure(file);
      worstPeak = Math.max(worstPeak, peakMb);
      const pages = isPdf ? pageCount(file) : 1;
      const poppler = isPdf ? pdftotextMs(file) : undefined;
      console.log(
        `${path.basename(file).padEnd(20)} ${(isPdf ? 'pdf' : 'photo').padEnd(6)} ${String(pages ?? '?').padStart(5)} ${ms.toFixed(0).padStart(8)} ${cpuMs.toFixed(0).padStart(8)} ${peakMb.toFixed(0).padStart(8)} ${(poppler === undefined ? '-' : poppler.toFixed(1)).padStart(12)} ${(poppler === undefined ? '-' : `${(ms / poppler).toFixed(1)}x`).padStart(7)} ${variants}`,
      );
    }
    console.log(
      `peak RSS of this process (server-like, worker + OCR engine included): ${worstPeak.toFixed(0)} MB`,
    );
    console.log('targets: 5-page digital PDF < 1000 ms; photo < 6000 ms; peak < 600 MB');
  } finally {
    await closeReportExtraction();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
