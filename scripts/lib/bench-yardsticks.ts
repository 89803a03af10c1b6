// Yardsticks for bench:extract: poppler's `pdftotext -layout` for digital PDFs and native
// `tesseract` (one thread) for photos, and the CPU time of the engine's own child processes.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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

/** proc(5) stat fields from field 3 on (after the command name, which may hold spaces). */
function statFields(pid: number | 'self'): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** utime, stime, cutime, cstime: fields 14-17 of proc(5), in clock ticks of 10 ms. */
const ticks = (fields: string[], from: number) => Number(fields[from]) + Number(fields[from + 1]);

/**
 * CPU time (user + system, ms) of this process's child processes, finished or running: the
 * report engine runs Poppler's tools from a helper process that lives on between reports
 * (server/report/poppler/tool-runner.mjs), so its own time and its finished tools' count too.
 * `process.cpuUsage()` counts neither. Linux only (/proc), in clock ticks of 10 ms; 0 elsewhere.
 */
export function childrenCpuMs(): number {
  try {
    let total = ticks(statFields('self'), 13);
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid) || pid === process.pid) continue;
      try {
        const fields = statFields(pid);
        // ppid is field 4; utime field 14 (index 11), cutime field 16 (index 13)
        if (Number(fields[1]) === process.pid) total += ticks(fields, 11) + ticks(fields, 13);
      } catch {
        // the process ended while the list was read
      }
    }
    return total * 10;
  } catch {
    return 0;
  }
}
