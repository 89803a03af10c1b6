import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'herd-report-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Folders left by this process's earlier reading thread (stopped at the time limit before its
 * `finally` ran) or by a process that died: a patient's file must not outlive its reading.
 */
async function removeLeftovers(base: string): Promise<void> {
  for (const name of await readdir(base)) {
    const pid = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length)) : Number.NaN;
    if (!Number.isInteger(pid)) continue;
    if (pid === process.pid || !alive(pid)) {
      await rm(path.join(base, name), { recursive: true, force: true });
    }
  }
}

let root: Promise<string> | undefined;

/** This process's folder, in memory (/dev/shm) where the machine has it, so a report never reaches a disk. */
export function processRoot(): Promise<string> {
  root ??= (async () => {
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    await removeLeftovers(base);
    const dir = path.join(base, `${PREFIX}${process.pid}`);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return dir;
  })();
  return root;
}

/** The bytes in a file only this user can read, in a folder of its own; `remove` deletes both. */
export interface ScratchFile {
  file: string;
  dir: string;
  remove: () => Promise<void>;
}

/** A new folder of this process's, empty; `remove` deletes it with what was written in it. */
export async function openScratchDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(await processRoot(), 'job-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** One reading thread per process (worker-pool.ts), so a new thread may clear the process's folder. */
export async function openScratchFile(bytes: Uint8Array): Promise<ScratchFile> {
  const { dir, remove } = await openScratchDir();
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, bytes, { mode: 0o600 });
    return { file, dir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Runs `use` with the bytes in a scratch file, and removes the file after. */
export async function withScratchFile<T>(
  bytes: Uint8Array,
  use: (file: string, dir: string) => Promise<T>,
): Promise<T> {
  const scratch = await openScratchFile(bytes);
  try {
    return await use(scratch.file, scratch.dir);
  } finally {
    await scratch.remove();
  }
}
