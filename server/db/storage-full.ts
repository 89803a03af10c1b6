import { statfs } from 'node:fs/promises';
import { defineMessage } from '../../i18n/message.ts';
import { errorCode } from './database-unavailable.ts';

export const STORAGE_FULL = defineMessage({
  id: 'error.storageFull',
  defaultMessage:
    'The server cannot save anything right now because its storage is full. Please try again later.',
});
/** Below this much free space in DATA_DIR the embedded database is not ready (an upload is 10 MB, a WAL segment 16 MB). */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;
/** A full disk seen by a request keeps the server "not ready" this long after the last one. */
const REMEMBER_FULL_MS = 60_000;
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** PostgreSQL's disk_full (53100), and the operating system's "no space left on device". */
export function isStorageFull(error: unknown): boolean {
  if (errorCode(error) === '53100' || errorCode(error) === 'ENOSPC') return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (/No space left on device/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Whether the database can take writes. A full disk still lets a one-row update through (it fits
 * a page already there), so readiness also fails while DATA_DIR (embedded database) has less
 * than MIN_FREE_BYTES free, and for a minute after any request met a full disk (PostgreSQL,
 * whose disk this process cannot see).
 */
export function createStorageWatch(options: {
  /** The embedded database's folder; null with PostgreSQL. */
  dataDir: string | null;
  freeBytes?: (dir: string) => Promise<number>;
}) {
  const freeBytes =
    options.freeBytes ??
    (async (dir: string) => {
      const stats = await statfs(dir);
      return stats.bavail * stats.bsize;
    });
  let lastFullAt = Number.NEGATIVE_INFINITY;
  return {
    /** A request met a full disk. */
    noteFull(): void {
      lastFullAt = Date.now();
    },
    /** Why the database cannot take writes now, or null. */
    async problem(): Promise<string | null> {
      if (Date.now() - lastFullAt < REMEMBER_FULL_MS) return 'a write met a full disk';
      if (options.dataDir && (await freeBytes(options.dataDir)) < MIN_FREE_BYTES) {
        return 'little free space in DATA_DIR';
      }
      return null;
    },
  };
}

export type StorageWatch = ReturnType<typeof createStorageWatch>;
