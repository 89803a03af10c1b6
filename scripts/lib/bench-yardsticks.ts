// Yardsticks for bench:extract: poppler's `pdftotext -layout` for digital PDFs and native
// `tesseract` (one thread) for photos. Benchmark references only, never runtime dependencies.
import { execFileSync } from 'node:child_process';

export function hasTool(name: string): boolean {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function timed(run: () => void, times: number): number {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    run();
    runs.push(performance.now() - t0);
  }
  return median(runs);
}

export function pageCount(file: string): number | undefined {
  if (!hasTool('pdfinfo')) return undefined;
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(out.match(/^Pages:\s+(\d+)/m)?.[1]);
}

/** Median wall time of `pdftotext -layout FILE -`, in ms. */
export function pdftotextMs(file: string, times = 3): number | undefined {
  if (!hasTool('pdftotext')) return undefined;
  const run = () =>
    execFileSync('pdftotext', ['-layout', file, '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
  return timed(run, times);
}

/** Median wall time of native `tesseract FILE -` on one thread, in ms. */
export function tesseractMs(file: string, times = 3): number | undefined {
  if (!hasTool('tesseract')) return undefined;
  const run = () =>
    execFileSync('tesseract', [file, '-'], {
      stdio: ['ignore', 'ignore', 'ignore'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
  return timed(run, times);
}

/** The first `pages` pages of a PDF as a new file (poppler's pdfseparate + pdfunite). */
export function firstPages(file: string, pages: number, out: string, work: string): boolean {
  if (!hasTool('pdfseparate') || !hasTool('pdfunite')) return false;
  execFileSync('pdfseparate', ['-f', '1', '-l', String(pages), file, `${work}/page-%d.pdf`]);
  const parts = Array.from({ length: pages }, (_, i) => `${work}/page-${i + 1}.pdf`);
  execFileSync('pdfunite', [...parts, out]);
  return true;
}
