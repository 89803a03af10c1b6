import { readFileSync } from 'node:fs';

/** Resident set size of a process in MB (Linux /proc), or NaN when it cannot be read. */
export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; gives the peak. */
export function sampleMemory(pid: number, everyMs = 200) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    const now = residentMb(pid);
    if (now > peak) peak = now;
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, residentMb(pid));
    },
  };
}

/** CPU time (user + system, all threads) a process has used, in ms (Linux /proc, 100 Hz ticks). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state; utime is 14th overall.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
