// Yardsticks for bench:extract: poppler's `pdftotext -layout` for digital PDFs and native
// `tesseract` (one thread) for photos, and the CPU time of the engine's own child processes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

interface Timing {
  /** Median wall time, ms. */
  ms: number;
  /** Median CPU time (user + system) of the command, ms. */
  cpuMs: number;
}

/**
 * Runs a command under bash: wall time from bash's clock around the command (bash's own start
 * is not counted), CPU time of the command from bash's `times`.
 */
function runOnce(command: string[], env: NodeJS.ProcessEnv): Timing {
  const quoted = command.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const script = `s=$EPOCHREALTIME; ${quoted} >/dev/null 2>&1; e=$EPOCHREALTIME; echo "$s $e"; times`;
  const out = execFileSync('bash', ['-c', script], { encoding: 'utf8', env });
  const [clock = '', , children = ''] = out.trim().split('\n');
  const [start = 0, end = 0] = clock.split(' ').map(Number);
  // children's user and system time, e.g. "0m0.043s 0m0.004s"
  const cpuMs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, m) => sum + (Number(m[1]) * 60 + Number(m[2])) * 1000,
    0,
  );
  return { ms: (end - start) * 1000, cpuMs };
}

function timed(command: string[], times: number, env = process.env): Timing {
  const runs = Array.from({ length: times }, () => runOnce(command, env));
  return { ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)) };
}

export function pageCount(file: string): number | undefined {
  if (!hasTool('pdfinfo')) return undefined;
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(out.match(/^Pages:\s+(\d+)/m)?.[1]);
}

/** Median wall and CPU time of `pdftotext -layout FILE -`. */
export function pdftotextTiming(file: string, times = 3): Timing | undefined {
  if (!hasTool('pdftotext')) return undefined;
  return timed(['pdftotext', '-layout', file, '-'], times);
}

/** Median wall and CPU time of native `tesseract FILE -` on one thread. */
export function tesseractTiming(file: string, times = 3): Timing | undefined {
  if (!hasTool('tesseract')) return undefined;
  return timed(['tesseract', file, '-'], times, { ...process.env, OMP_THREAD_LIMIT: '1' });
}

/** The first `pages` pages of a PDF as a new file (poppler's pdfseparate + pdfunite). */
export function firstPages(file: string, pages: number, out: string, work: string): boolean {
  if (!hasTool('pdfseparate') || !hasTool('pdfunite')) return false;
  execFileSync('pdfseparate', ['-f', '1', '-l', String(pages), file, `${work}/page-%d.pdf`]);
  const parts = Array.from({ length: pages }, (_, i) => `${work}/page-${i + 1}.pdf`);
  execFileSync('pdfunite', [...parts, out]);
  return true;
}

/**
 * CPU time (user + system, ms) of this process's finished child processes: the report engine
 * runs Poppler's tools as children, which `process.cpuUsage()` does not count. Linux only
 * (/proc), in clock ticks of 10 ms; 0 elsewhere.
 */
export function childrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of proc(5); the slice starts at field 3
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}
