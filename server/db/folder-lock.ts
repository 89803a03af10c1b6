import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';

/** Another live process holds the embedded database: starting would lose writes. */
export class FolderLockError extends Error {
  override name = 'FolderLockError';
}

interface Holder {
  pid: number;
  /** Kernel start time of the process (Linux), so a recycled pid is not mistaken for it. */
  started: string | null;
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which may itself hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, started: parsed.started ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded database's folder for this process, or refuses with a clear message when
 * a live process holds it. A lock left by a process that died (kill -9, power loss) is stale
 * and taken over. Returns the release function.
 */
export async function lockFolder(file: string, folder: string): Promise<() => Promise<void>> {
  const me: Holder = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return async () => {
        const holder = await readHolder(file);
        if (holder?.pid === me.pid && holder.started === me.started)
          await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (holder && isAlive(holder) && holder.pid !== process.pid) {
      throw new FolderLockError(
        `Another server process (pid ${holder.pid}) is using the embedded database in ${folder}. Stop it first, or give this server its own DATA_DIR; two processes on one embedded database lose data.`,
      );
    }
    if (holder && holder.pid === process.pid && holder.started === me.started) {
      throw new FolderLockError(
        `The embedded database in ${folder} is already open in this process.`,
      );
    }
    await fs.rm(file, { force: true });
  }
  throw new FolderLockError(`Could not lock ${folder}: another process keeps taking it.`);
}
