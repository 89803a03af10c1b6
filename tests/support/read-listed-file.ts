import { readFileSync } from 'node:fs';

/**
 * The text of a file found by listing a folder, or '' when it is gone by the time it is read. A
 * listing is a snapshot: tests/architecture.test.ts writes probe files into src/ and i18n/ and
 * removes them while other files run, so a scan can list one that no longer exists.
 */
export function readListedFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}
