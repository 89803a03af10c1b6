import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The shared development set of real-looking reports (outside the repository). */
export const EVAL_DIR = path.resolve(import.meta.dirname, '../../../../shared/eval');

export function evalFile(name: string): Uint8Array | null {
  const file = path.join(EVAL_DIR, name);
  if (!existsSync(file)) {
    console.info(`${file} is absent: tests that upload it are skipped.`);
    return null;
  }
  return new Uint8Array(readFileSync(file));
}
